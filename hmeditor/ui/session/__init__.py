"""The editor's session: what the window shows and edits, without the window (QtCore and QtGui
only, no widgets; the core below it).

- document.py   MapDocument: one open map, its undo stack, file path and saved state
- state.py      EditorState: the document followed, the paint and brush, the rules in use and the
                chosen game system, and the live check under them
- livecheck.py  LiveCheck: the reality check of the document, kept up to date edit by edit (whole-map
                checks on a thread of its own)
- background.py work handed to a thread and its result handed back (the check's, the whole-map
                overlays', autosave's)
- timers.py     calls made later on the window's thread, dropped with their owner
- autosave.py   the map written every minute while it has unsaved changes, and what a session
                that died left
"""
