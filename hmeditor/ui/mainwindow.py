"""The main window: the map view in the middle, docks around it, menus, toolbars and status bar."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
)

from ..core import edits
from ..core.budget import TooLarge
from ..core.calc import RulesError, RuleSet, load_rules
from ..core.cell import format_cell
from ..core.errors import MapFileError
from ..core.hexgrid import Layout
from ..core.io import FORMATS, read_map
from ..core.model import HexMap
from ..core.rules import default_rules_path
from . import autosave, recovery
from .announce import AnnounceBar
from .calculator import Calculator, cost_shades
from .checkdock import CheckDock
from .conditionsdock import ConditionsDock
from .dialogs import NewMapDialog, ResizeDialog
from .document import MapDocument
from .figures import hex_figures
from .hexdock import HexDock
from .mapview import MapScene, MapView
from .minimap import Minimap
from .overlays import LevelsItem, LineOfSightItem, ShadeItem
from .palettedock import PaletteDock
from .tools import (
    BrushSelectTool,
    BrushTool,
    EditorState,
    EyedropperTool,
    FillTool,
    LineOfSightTool,
    ReachTool,
    RectSelectTool,
)

HEX_SIZE = 50.0   # map units from a hex's centre to a corner
MAX_RECENT = 8


def file_filters(writing: bool = False) -> str:
    """File dialog filters from the registered formats."""
    parts = [f"{f.name} ({' '.join('*' + e for e in f.extensions)})" for f in FORMATS]
    if not writing:
        every = " ".join("*" + e for f in FORMATS for e in f.extensions)
        parts.insert(0, f"All maps ({every})")
    return ";;".join(parts)


class MainWindow(QMainWindow):
    def __init__(self, hex_map: HexMap | None = None, path: str | None = None, *,
                 settings: QSettings | None = None, autosave_dir: Path | None = None,
                 autosave_interval_ms: int = autosave.INTERVAL_MS):
        super().__init__()
        self.settings = settings or QSettings()
        self.layout_ = Layout(HEX_SIZE)
        self.undo_group = QUndoGroup(self)
        document = MapDocument(hex_map or HexMap(16, 17, "Untitled"), path)
        self.state = EditorState(document)
        self.scene = MapScene(self.state, self.layout_, self)
        self.view = MapView(self.scene)
        self.setCentralWidget(self.view)
        self.autosave = autosave.Autosave(autosave_dir, autosave_interval_ms, self)
        self._make_tools()
        self._make_docks()
        self._make_overlays()
        self._make_actions()
        self._make_status_bar()
        self.scene.hovered.connect(self._hovered)
        self.state.document_changed.connect(self._follow_document)
        self._follow_document()
        self.set_tool(self.tools[0])
        self.resize(1400, 900)
        self._fitted = False

    # ---- the document ------------------------------------------------------------------------

    @property
    def document(self) -> MapDocument:
        return self.state.document

    @property
    def hex_map(self) -> HexMap:
        return self.document.map

    def set_document(self, document: MapDocument) -> None:
        self.state.set_document(document)
        self.view.fit_map(self.scene.map_item.boundingRect(), 24, HEX_SIZE)

    def _follow_document(self) -> None:
        doc = self.document
        self.undo_group.addStack(doc.undo_stack)
        self.undo_group.setActiveStack(doc.undo_stack)
        doc.undo_stack.cleanChanged.connect(self._update_title)
        doc.path_changed.connect(self._update_title)
        doc.changed.connect(self._on_change)
        doc.selection_changed.connect(self.hex_dock.refresh)
        self.autosave.watch(doc)
        self.levels_item.map_resized()
        self._update_title()
        self.minimap.update()

    def _on_change(self, change) -> None:
        self.minimap.update()
        self.hex_dock.refresh()
        if change.size:
            self.levels_item.map_resized()
        if change.meta or change.size:
            self._update_title()
        if self.heat_action.isChecked() and (change.terrain or change.conditions or change.size):
            self.show_heat_map(True)

    def _update_title(self) -> None:
        self.setWindowTitle(f"{self.document.title}[*] - hmeditor")
        self.setWindowModified(self.document.modified)

    # ---- tools --------------------------------------------------------------------------------

    def _make_tools(self) -> None:
        self.tools = [cls(self.state) for cls in (BrushTool, FillTool, EyedropperTool, RectSelectTool,
                                                   BrushSelectTool, LineOfSightTool, ReachTool)]
        self.tool_actions = {}
        group = QActionGroup(self)
        for tool in self.tools:
            action = QAction(tool.name, self, checkable=True, shortcut=QKeySequence(tool.shortcut))
            action.setToolTip(f"{tool.tip} ({tool.shortcut})")
            action.triggered.connect(lambda _=False, t=tool: self.set_tool(t))
            group.addAction(action)
            self.tool_actions[tool] = action
        self.tools[2].finished.connect(lambda: self.set_tool(self.previous_tool))
        self.previous_tool = self.tools[0]

    def set_tool(self, tool) -> None:
        if self.scene.tool is not None and self.scene.tool is not tool:
            self.previous_tool = self.scene.tool
        self.scene.set_tool(tool)
        self.tool_actions[tool].setChecked(True)
        self.view.viewport().setCursor(tool.cursor)

    def tool(self, name: str):
        return next(t for t in self.tools if t.name == name)

    # ---- docks --------------------------------------------------------------------------------

    def _dock(self, title: str, widget, area, name: str) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _make_docks(self) -> None:
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.palette = PaletteDock(self.state)
        self.conditions = ConditionsDock(self.state)
        self.hex_dock = HexDock(self.state)
        self.check_dock = CheckDock(self.state)
        self.calculator = Calculator(self.state)
        self.rules = self.calculator.rules
        self.hex_dock.set_figures(lambda hex_map, hexes: hex_figures(hex_map, hexes, self.rules))
        self.minimap = Minimap(self.view)
        self.docks = [self._dock("Palette", self.palette, left, "palette"),
                      self._dock("Minimap", self.minimap, right, "minimap"),
                      self._dock("Hex", self.hex_dock, right, "hex"),
                      self._dock("Conditions", self.conditions, right, "conditions"),
                      self._dock("Reality check", self.check_dock, right, "check"),
                      self._dock("Calculator", self.calculator, right, "calculator")]
        self.tabifyDockWidget(self.docks[2], self.docks[5])
        self.tabifyDockWidget(self.docks[4], self.docks[3])
        self.docks[2].raise_()
        self.docks[4].raise_()
        self.check_dock.hexes_chosen.connect(self.scene.highlight)
        self.check_dock.summary_changed.connect(self._show_check_summary)
        self.resizeDocks([self.docks[0]], [250], Qt.Orientation.Horizontal)
        self.resizeDocks([self.docks[1]], [320], Qt.Orientation.Horizontal)

    def _make_overlays(self) -> None:
        """The heat map, reachable area and line of sight over the map; the new-finding bar."""
        self.levels_item = self.scene.add_overlay(LevelsItem(self.scene.map_item))
        self.levels_item.setVisible(False)
        self.heat_item = self.scene.add_overlay(ShadeItem(self.layout_, z=5, text_dy=-0.3))   # above the reach MP
        self.reach_item = self.scene.add_overlay(ShadeItem(self.layout_, z=6))
        self.los_item = self.scene.add_overlay(LineOfSightItem(self.layout_))
        self.calculator.reach_changed.connect(lambda shades: self.reach_item.set_shades(*(shades or (None,))))
        self.calculator.los_changed.connect(lambda line: self.los_item.set_line(*(line or ())))
        self.calculator.unit_changed.connect(lambda: self.show_heat_map(self.heat_action.isChecked()))
        self.tool("Line of sight").probed.connect(self._probed)
        self.tool("Reach").chosen.connect(self._reach_from)
        self.announce_bar = AnnounceBar(self.view)
        self.announce_bar.undo_clicked.connect(lambda: self.document.undo_stack.undo())
        self.announce_bar.show_clicked.connect(self._show_finding)
        self.check_dock.new_findings.connect(self._new_findings)

    def _probed(self, attacker, target) -> None:
        self.calculator.set_hexes(attacker, target)
        self.docks[5].raise_()

    def _reach_from(self, origin) -> None:
        self.calculator.show_reach(origin)
        self.docks[5].raise_()

    def show_heat_map(self, on: bool) -> None:
        """Shade every hex by the MP the calculator's unit pays to enter it."""
        calc = self.calculator
        shades = cost_shades(self.hex_map, calc.rules, calc.kind, calc.large.isChecked()) if on else (None,)
        self.heat_item.set_shades(*shades)

    def _new_findings(self, findings) -> None:
        if not self.document.undoing:
            self.announce_bar.announce(findings)

    def _show_finding(self, finding) -> None:
        self.docks[4].raise_()
        self.check_dock.show_finding(finding)

    def _show_check_summary(self, text: str) -> None:
        self.check_label.setText(f"Check: {text}  ")
        self.announce_bar.still_open(self.check_dock.findings)

    # ---- actions, menus, toolbars ------------------------------------------------------------

    def _action(self, text: str, slot, shortcut=None, menu=None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            keys = shortcut if isinstance(shortcut, list) else [shortcut]
            action.setShortcuts([QKeySequence(k) for k in keys])
        action.triggered.connect(lambda _=False: slot())
        if tip:
            action.setStatusTip(tip)
        if menu is not None:
            menu.addAction(action)
        return action

    def _make_actions(self) -> None:
        bar = self.menuBar()
        K = QKeySequence.StandardKey
        f = bar.addMenu("&File")
        self.new_action = self._action("&New map...", self.new_map, K.New, f)
        self.open_action = self._action("&Open...", self.open_dialog, K.Open, f)
        self.recent_menu = f.addMenu("Open &recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.save_action = self._action("&Save", self.save, K.Save, f)
        self.save_as_action = self._action("Save &as...", self.save_as, K.SaveAs, f)
        f.addSeparator()
        self._action("&Export...", self.export, "Ctrl+E", f, "PDF, SVG or PNG map sheets")
        self._action("Load &rules file...", self.load_rules_dialog, None, f,
                     "Play with your own copy of the rules data (see 'hmeditor rules --markdown')")
        f.addSeparator()
        self._action("Resi&ze map...", self.resize_map, None, f)
        self._action("&Combine maps side by side...", self.combine_dialog, None, f)
        f.addSeparator()
        self._action("&Quit", self.close, K.Quit, f)

        e = bar.addMenu("&Edit")
        self.undo_action = self.undo_group.createUndoAction(self, "&Undo")
        self.undo_action.setShortcuts(QKeySequence.keyBindings(K.Undo))
        self.redo_action = self.undo_group.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        e.addActions([self.undo_action, self.redo_action])
        e.addSeparator()
        self._action("Select &all", self.select_all, K.SelectAll, e)
        self._action("&Deselect", lambda: self.document.set_selection([]), ["Ctrl+Shift+A", "Esc"], e)
        self._action("&Paint selection", self.paint_selection, ["Return", "Enter"], e,
                     "Put the palette's paint on every selected hex")
        self._action("&Clear selected hexes", self.clear_selection, ["Delete", "Backspace"], e,
                     "Make the selected hexes clear ground at level 0")

        t = bar.addMenu("&Tools")
        t.addActions(list(self.tool_actions.values()))
        t.addSeparator()
        self.size_actions = []
        group = QActionGroup(self)
        for radius, count in ((0, 1), (1, 7), (2, 19)):
            action = QAction(f"Brush {count} hex{'es' if count > 1 else ''}", self, checkable=True,
                             shortcut=QKeySequence(f"Ctrl+{radius + 1}"))
            action.triggered.connect(lambda _=False, r=radius: self.state.set_radius(r))
            group.addAction(action)
            t.addAction(action)
            self.size_actions.append(action)
        self.size_actions[0].setChecked(True)
        self._action("Smaller brush", lambda: self.state.set_radius(self.state.radius - 1), "[", t)
        self._action("Larger brush", lambda: self.state.set_radius(self.state.radius + 1), "]", t)
        self.state.radius_changed.connect(lambda: self.size_actions[self.state.radius].setChecked(True))

        v = bar.addMenu("&View")
        self._action("Zoom &in", lambda: self.view.zoom_by(1.25), ["+", "=", K.ZoomIn], v)
        self._action("Zoom &out", lambda: self.view.zoom_by(0.8), ["-", K.ZoomOut], v)
        self._action("&Fit map", lambda: self.view.fit_map(self.scene.map_item.boundingRect()), "Ctrl+0", v)
        v.addSeparator()
        self.text_action = QAction("Hex &ids and labels", self, checkable=True, checked=True)
        self.text_action.toggled.connect(self.scene.map_item.set_text)
        self.levels_action = QAction("&Levels", self, checkable=True, shortcut=QKeySequence("Ctrl+L"))
        self.levels_action.setStatusTip("Show each hex's level as a large number")
        self.levels_action.toggled.connect(self.levels_item.setVisible)
        self.heat_action = QAction("Movement-cost &heat map", self, checkable=True, shortcut=QKeySequence("H"))
        self.heat_action.setStatusTip("Shade hexes by the MP the calculator's unit pays to enter them")
        self.heat_action.toggled.connect(self.show_heat_map)
        clear = QAction("Clear line of sight and reach", self)
        clear.triggered.connect(self.calculator.clear)
        v.addActions([self.text_action, self.levels_action, self.heat_action, clear])
        v.addSeparator()
        for dock in self.docks:
            v.addAction(dock.toggleViewAction())

        files = self.addToolBar("File")
        files.setObjectName("file-toolbar")
        files.addActions([self.new_action, self.open_action, self.save_action, self.undo_action,
                          self.redo_action])
        tools = self.addToolBar("Tools")
        tools.setObjectName("tools-toolbar")
        tools.addActions(list(self.tool_actions.values()))
        tools.addSeparator()
        tools.addActions(self.size_actions)

    def _make_status_bar(self) -> None:
        self.paint_label, self.hex_label, self.zoom_label = QLabel(), QLabel(), QLabel()
        self.check_label = QLabel(f"Check: {self.check_dock.status.text()}  ")
        self.statusBar().addWidget(self.hex_label, 1)
        self.statusBar().addPermanentWidget(self.check_label)
        self.statusBar().addPermanentWidget(self.paint_label)
        self.statusBar().addPermanentWidget(self.zoom_label)
        self.state.paint_changed.connect(self._show_paint)
        self.view.zoom_changed.connect(lambda s: self.zoom_label.setText(f"Zoom {s * 100:.0f}%"))
        self._show_paint()

    def _show_paint(self) -> None:
        self.paint_label.setText(f"Paint: {self.state.paint.label}  ")

    def _hovered(self, col: int, row: int) -> None:
        m = self.hex_map
        if m.contains(col, row):
            self.hex_label.setText(f"{m.hex_id(col, row)}   {format_cell(m.cell(col, row))}")
        else:
            self.hex_label.clear()
        self.hex_dock.show_hex(col, row)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.view.fit_map(self.scene.map_item.boundingRect(), 24, HEX_SIZE)

    # ---- editing commands --------------------------------------------------------------------

    def select_all(self) -> None:
        m = self.hex_map
        self.document.set_selection(range(m.width * m.height))

    def paint_selection(self) -> None:
        hexes = self.document.selected_hexes()
        if hexes:
            paint = self.state.paint
            self.document.push(paint.edit(self.hex_map, hexes), f"{paint.label} on the selection")

    def clear_selection(self) -> None:
        hexes = self.document.selected_hexes()
        if hexes:
            self.document.push(edits.clear_hexes(self.hex_map, hexes), "Clear the selection")

    def resize_map(self) -> None:
        dialog = ResizeDialog(self.hex_map.width, self.hex_map.height, self)
        if dialog.exec():
            self.resize_to(*dialog.values())

    def resize_to(self, width: int, height: int, left: int = 0, top: int = 0) -> None:
        try:
            new = edits.resized(self.hex_map, width, height, left, top)
        except TooLarge as e:
            QMessageBox.warning(self, "Resize map", str(e))
            return
        self.document.push(edits.ReplaceMap(new), f"Resize to {width} x {height}")

    def combine_dialog(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, "Maps to put to the right of this one", "", file_filters())
        if paths:
            self.combine_with(paths)

    def combine_with(self, paths: list[str]) -> None:
        """Put the maps in these files to the right of the current map, in order (undoable)."""
        try:
            others = [read_map(p) for p in paths]
            new = edits.combined([self.hex_map, *others], self.hex_map.name)
        except (MapFileError, TooLarge) as e:
            QMessageBox.warning(self, "Combine maps", str(e))
            return
        self.document.push(edits.ReplaceMap(new), f"Combine {len(paths) + 1} maps")

    # ---- files --------------------------------------------------------------------------------

    def maybe_save(self) -> bool:
        """Ask to save unsaved changes; False when the user cancels."""
        if not self.document.modified:
            return True
        answer = QMessageBox.warning(
            self, "Unsaved changes", f"Save the changes to {self.document.title}?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_map(self) -> None:
        dialog = NewMapDialog(self)
        if dialog.exec() and self.maybe_save():
            name, width, height = dialog.values()
            try:
                self.set_document(MapDocument(HexMap(width, height, name)))
            except TooLarge as e:
                QMessageBox.warning(self, "New map", str(e))

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open map", "", file_filters())
        if path:
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        if not self.maybe_save():
            return False
        try:
            document = MapDocument.open(path)
        except MapFileError as e:
            QMessageBox.warning(self, "Open map", str(e))
            return False
        self.set_document(document)
        self._add_recent(path)
        return True

    def save(self) -> bool:
        if not self.document.path:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        start = self.document.path or f"{self.hex_map.name or 'untitled'}.hmap"
        path, _ = QFileDialog.getSaveFileName(self, "Save map as", start, file_filters(writing=True))
        return bool(path) and self.save_to(path)

    def save_to(self, path: str) -> bool:
        try:
            self.document.save(path)
        except (MapFileError, OSError) as e:
            QMessageBox.warning(self, "Save map", f"Could not save {path}: {e}")
            return False
        self.autosave.remove()
        self._add_recent(path)
        self.statusBar().showMessage(f"Saved {path}", 4000)
        return True

    def export(self) -> None:
        from .exportdialog import ExportDialog  # loaded when first used: it brings the export code
        ExportDialog(self.hex_map, self).exec()

    def load_rules_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Load a rules file", str(default_rules_path().parent),
                                              "Rules files (*.yaml *.yml);;All files (*)")
        if not path:
            return
        try:
            rules = load_rules(path)
        except RulesError as e:
            QMessageBox.warning(self, "Rules file", f"This rules file cannot be used; the rules in use stay.\n\n{e}")
            return
        self.use_rules(rules)
        self.statusBar().showMessage(f"Rules from {path}", 10000)

    def use_rules(self, rules: RuleSet) -> None:
        """Play with another rules file (a house rule): the palette, hex dock and calculator follow."""
        self.rules = self.calculator.rules = rules
        self.palette.set_rules(rules)
        self.hex_dock.refresh()
        self.calculator.recompute()

    def recent_files(self) -> list[str]:
        value = self.settings.value("recent_files", [])
        return [value] if isinstance(value, str) else list(value or [])

    def _add_recent(self, path: str) -> None:
        path = str(Path(path).resolve())
        recent = [path] + [p for p in self.recent_files() if p != path]
        self.settings.setValue("recent_files", recent[:MAX_RECENT])

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.recent_files():
            self.recent_menu.addAction(path, lambda p=path: self.open_file(p))
        self.recent_menu.setEnabled(bool(self.recent_files()))

    # ---- autosave recovery and closing -------------------------------------------------------

    def offer_recovery(self, ask=None) -> bool:
        """Offer autosaves left by a session that ended without saving; True if one was opened.
        `ask(item)` -> autosave.RECOVER, KEEP or DISCARD (or True/False) replaces the question (tests)."""
        ask = ask or (lambda item: recovery.ask(self, item))
        for item in autosave.recoverable(self.autosave.directory):
            answer = autosave.choice(ask(item))
            if answer == autosave.DISCARD:
                autosave.discard(item)
            elif answer == autosave.RECOVER:
                document = recovery.open_autosave(self, item)
                if document is not None:
                    self.set_document(document)
                    autosave.discard(item)
                    self.autosave.save_now()
                    return True
        return False

    def closeEvent(self, event) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.autosave.remove()
        self.autosave.timer.stop()
        super().closeEvent(event)
