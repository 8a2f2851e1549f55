"""The editor's session: what the window shows and edits, without the window (QtCore and QtGui
only, no widgets; the core below it).

- document.py   MapDocument: one open map, its undo stack, file path and saved state
- state.py      EditorState: the document followed, the paint and brush, the rules in use and the
                chosen game system
- autosave.py   the map written every minute while it has unsaved changes, and what a session
                that died left
"""
