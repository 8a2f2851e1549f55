"""The main window: the map view in the middle, docks around it, menus, toolbars and status bar.

It puts the parts together; the parts live elsewhere: the editor's session (document, rules, live
check, autosave) in session/, file handling in files.py, crash recovery in recovery.py, rules files in
rulesfile.py. Tools and docks are found by name.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QSettings, Qt, QTimer, QUrl
from PySide6.QtGui import QAction, QActionGroup, QDesktopServices, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMessageBox, QTabWidget, QVBoxLayout, QWidget

from .. import i18n
from ..core import edits
from ..core.budget import TooLarge
from ..core.errors import MapFileError
from ..core.hexgrid import PAINT_SIZE, Layout
from ..core.io import read_map
from ..core.io.megamek.block import set_building_class
from ..core.io.megamek.terms import TERMS
from ..core.lazy import imported
from ..core.model import HexMap
from ..core.wording import describe_cell
from .announce import AnnounceBar
from .checkdock import CheckDock
from .conditionsdock import ConditionsDock
from .dialogs import ResizeDialog, run_modal
from .files import MapFiles
from .findingmarks import FindingMarks
from .hexdock import HexDock
from .legend import OverlayLegend
from .mapprops import edit_properties
from .mapview import MapScene, MapView
from .minimap import Minimap
from .notes import NotesBar
from .overlays import LevelsItem, LineOfSightItem, MarksItem, PathItem, ScenarioItem, ShadeItem
from .palettedock import PaletteDock
from .pieces import Pieces
from .recovery import offer_recovery
from .rulesfile import load_rules_dialog
from .scenariodock import ScenarioDock
from .session import autosave
from .session.background import WholeMapWork
from .session.document import MapDocument
from .session.state import EditorState, RestTimer
from .session.timers import later
from .sheets import assemble_sheets, explain_mirror, turn_map
from .stamps import StampDock
from .tools import (
    BrushSelectTool,
    BrushTool,
    EyedropperTool,
    FillTool,
    LineOfSightTool,
    ReachTool,
    RectSelectTool,
    ScenarioTool,
)
from .tools.fill import MATCHES
from .underlaydock import UnderlayDock
from .underlayview import UnderlayView

if TYPE_CHECKING:
    from .calculator import CalculatorDock
    from .library import LibraryDock
    from .panels import SystemPanel

NOTICE_MS = 20_000   # how long the status bar says where an export went
LAZY_MODULES = ("numpy.ma",)   # loaded by numpy on first use (np.unique): 30-70 ms, not to fall in a brush stroke
LAZY_LOAD_MS = 100   # after the window shows (and paints), they are loaded while the user looks at it
LAYOUT_VERSION = 4   # of the saved dock layout: raise it when docks or toolbars are added, renamed or moved
TOOLS = (BrushTool, FillTool, EyedropperTool, RectSelectTool, BrushSelectTool, LineOfSightTool, ReachTool,
         ScenarioTool)
# The docks tabbed on the right, in order: (name, title); their default width with English titles.
TABBED_DOCKS = (("hex", QT_TRANSLATE_NOOP("MainWindow", "Hex")),
                ("calculator", QT_TRANSLATE_NOOP("MainWindow", "Calculator")),
                ("conditions", QT_TRANSLATE_NOOP("MainWindow", "Conditions")),
                ("stamps", QT_TRANSLATE_NOOP("MainWindow", "Stamps")),
                ("scenario", QT_TRANSLATE_NOOP("MainWindow", "Scenario")),
                ("underlay", QT_TRANSLATE_NOOP("MainWindow", "Underlay")))
TABBED_WIDTH = 370       # the right docks' width (their tabs run down the side, each name whole)
PALETTE_WIDTH = 250      # the palette's least default width (wider when its entries' names need it)
# MegaMek's building classes as Edit > MegaMek building class names them (the class itself is MegaMek's word)
BUILDING_CLASSES = {"standard": QT_TRANSLATE_NOOP("MainWindow", "Standard"),
                    "hangar": QT_TRANSLATE_NOOP("MainWindow", "Hangar"),
                    "fortress": QT_TRANSLATE_NOOP("MainWindow", "Fortress"),
                    "gun_emplacement": QT_TRANSLATE_NOOP("MainWindow", "Gun emplacement")}


class MainWindow(QMainWindow):
    def __init__(self, hex_map: HexMap | None = None, path: str | None = None, *,
                 settings: QSettings | None = None, autosave_dir: Path | None = None,
                 autosave_interval_ms: int = autosave.INTERVAL_MS, stamp_dir: Path | None = None):
        super().__init__()
        self._fitted = False
        self.started = False            # the map is on screen and what waited for it is done
        self.settings = settings or QSettings()
        self.layout_ = Layout(PAINT_SIZE)
        self.undo_group = QUndoGroup(self)
        document = MapDocument(hex_map or HexMap(16, 17, "Untitled"), path)
        self.state = EditorState(document, parent=self)         # goes with the window, checks and all
        self.scene = MapScene(self.state, self.layout_, self)
        self.underlay_view = UnderlayView(self.state, self.scene.map_item, self)
        self.view = MapView(self.scene)
        self.notes_bar = NotesBar()
        self.setCentralWidget(_column(self.notes_bar, self.view))
        self.autosave = autosave.Autosave(autosave_dir, autosave_interval_ms, self)
        self.autosave.failed.connect(lambda why: self.statusBar().showMessage(
            self.tr("Autosave failed: {why}").format(why=why), 20_000))
        self.files = MapFiles(self, self.state, self.settings, self.autosave)
        if path:
            self.files.remember(path)       # opened from the command line: in Open recent too
        self.pieces = Pieces(self, self.state)
        self._make_tools()
        self._make_docks(stamp_dir)
        self._make_overlays()
        self._make_actions()
        self._make_status_bar()
        self.scene.hovered.connect(self._hovered)
        self.scene.hover_lost.connect(self._show_hover_text)
        self.state.document_changed.connect(self._follow_document)
        self.state.map_changed.connect(self._on_change)
        self.state.path_changed.connect(self._update_title)
        self.state.clean_changed.connect(self._update_title)
        self._follow_document()
        self.set_tool(self.tool("Brush"))
        self.resize(1400, 900)
        self._restore_layout()

    # ---- the document ------------------------------------------------------------------------

    @property
    def document(self) -> MapDocument:
        return self.state.document

    @property
    def hex_map(self) -> HexMap:
        return self.document.map

    @property
    def rules(self):
        """The rules in use of the chosen game system (the editor state owns them)."""
        return self.state.rules

    def _follow_document(self) -> None:
        doc = self.document
        for stack in self.undo_group.stacks():
            if stack is not doc.undo_stack:
                self.undo_group.removeStack(stack)
        self.undo_group.addStack(doc.undo_stack)
        self.undo_group.setActiveStack(doc.undo_stack)
        self.autosave.watch(doc)
        self.notes_bar.hide()               # it spoke of the file open before
        self.levels_item.map_resized()
        self.scenario_item.follow(doc)
        self._update_title()
        self.minimap.map_changed(None)
        self._update_heat_map()
        if self._fitted:
            self.view.fit_map(self.scene.map_item.boundingRect(), 24, PAINT_SIZE)

    def _on_change(self, change) -> None:
        self.minimap.map_changed(change)
        self._show_hover_text()
        if change.size:
            self._resized()
        if change.meta or change.size:
            self._update_title()
        if change.terrain or change.conditions or change.size or change.meta:
            self._heat_rest.run()

    def _resized(self) -> None:
        """The map's hexes moved (resize, combine, their undo): what is shown of the old ones goes at
        once (the heat map comes back when worked out again); the calculators start over."""
        self.levels_item.map_resized()
        self.heat_work.cancel()
        self.heat_item.set_shades(None)
        self.legend.set_shading("heat", None)
        for panel in self.calculator_dock.panels.values():
            panel.clear()

    def _update_title(self, *_) -> None:
        self.setWindowTitle(f"{self.document.title}[*] - hmeditor")
        self.setWindowModified(self.document.modified)

    # ---- tools --------------------------------------------------------------------------------

    def _make_tools(self) -> None:
        self.tools = {tool.name: tool for tool in (cls(self.state) for cls in TOOLS)}
        self.tool_actions = {}
        group = self.tool_group = QActionGroup(self)
        group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)      # none while a piece floats
        for tool in self.tools.values():
            action = QAction(tool.label, self, checkable=True, shortcut=QKeySequence(tool.shortcut))
            action.setToolTip(self.tr("{tip} ({key})").format(tip=tool.tip_text, key=tool.shortcut))
            action.triggered.connect(lambda _=False, t=tool: self.set_tool(t))
            group.addAction(action)
            self.tool_actions[tool] = action
        self._map_keys(*self.tool_actions.values())
        for back in (self.tool("Eyedropper"), self.pieces.tool):
            back.finished.connect(lambda: self.set_tool(self.previous_tool))
        for select in (self.tool("Select"), self.tool("Brush select")):
            select.lifted.connect(self.pieces.lift)
        self.tool("Scenario").picked.connect(lambda *_: self.docks["scenario"].raise_())
        self.previous_tool = self.tool("Brush")

    def set_tool(self, tool) -> None:
        """Make `tool` the map's tool (one of the toolbar's, or the floating piece's)."""
        if self.scene.tool not in (None, tool, self.pieces.tool):
            self.previous_tool = self.scene.tool
        self.scene.set_tool(tool)
        if tool in self.tool_actions:
            self.tool_actions[tool].setChecked(True)
        elif self.tool_group.checkedAction():
            self.tool_group.checkedAction().setChecked(False)
        self.pieces.follow_tool(tool)
        self.view.viewport().setCursor(tool.cursor)

    def tool(self, name: str):
        return self.tools[name]

    def _map_keys(self, *actions: QAction) -> None:
        """These actions' keys act on the map, so they work only while the map has the keyboard focus:
        Enter in a text field is the field's, a letter typed in it is text (menus and buttons still work)."""
        for action in actions:
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.view.addAction(action)

    # ---- docks --------------------------------------------------------------------------------

    def _dock(self, title: str, widget, area, name: str) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.docks[name] = dock
        return dock

    def _make_docks(self, stamp_dir: Path | None) -> None:
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.palette = PaletteDock(self.state)
        self.conditions = ConditionsDock(self.state)
        self.hex_dock = HexDock(self.state)
        self.check_dock = CheckDock(self.state)
        self.scenario_dock = ScenarioDock(self.state, self.tool("Scenario"))
        review = self.scene.add_overlay(ShadeItem(self.layout_, z=7))
        self.underlay_dock = UnderlayDock(self.state, self.underlay_view, self.scene, review)
        self.minimap = Minimap(self.view)
        self.stamps = StampDock(self.scene.map_item.map_painter, stamp_dir)
        self.pieces.follow_stamps(self.stamps)
        self.docks: dict[str, QDockWidget] = {}
        self._dock(self.tr("Palette"), self.palette, left, "palette")
        self._dock(self.tr("Minimap"), self.minimap, left, "minimap")
        tabbed = (self.hex_dock, QWidget(), self.conditions, self.stamps, self.scenario_dock, self.underlay_dock)
        for (name, title), widget in zip(TABBED_DOCKS, tabbed):
            self._dock(self.tr(title), widget, right, name)
        self._dock(self.tr("Library"), QWidget(), Qt.DockWidgetArea.BottomDockWidgetArea, "library").hide()
        self._later: dict[str, Callable[[], QWidget]] = {"calculator": self._make_calculator,
                                                          "library": self._make_library}
        for name in self._later:
            self.docks[name].visibilityChanged.connect(lambda shown, n=name: shown and self._built(n))
        self._dock(self.tr("Reality check"), self.check_dock, right, "check")     # beside the others: watch it
        self.tabifyDockWidget(self.docks["hex"], self.docks["calculator"])
        self.tabifyDockWidget(self.docks["calculator"], self.docks["conditions"])
        self.tabifyDockWidget(self.docks["conditions"], self.docks["stamps"])
        self.tabifyDockWidget(self.docks["stamps"], self.docks["scenario"])
        self.tabifyDockWidget(self.docks["scenario"], self.docks["underlay"])
        self.docks["hex"].raise_()
        self.setTabPosition(right, QTabWidget.TabPosition.East)     # six tabs: their names read down the side
        self.palette.entry_clicked.connect(self.view.setFocus)
        self.view.first_painted.connect(lambda: later(self, 0, self.after_first_paint))
        self.check_dock.outline_changed.connect(self.scene.highlight)
        self.check_dock.summary_changed.connect(self._show_check_summary)
        self.resizeDocks([self.docks["palette"], self.docks["hex"]],
                         [max(PALETTE_WIDTH, self.palette.wanted_width()), TABBED_WIDTH],
                         Qt.Orientation.Horizontal)
        self.resizeDocks([self.docks["palette"], self.docks["minimap"]], [640, 200], Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["hex"], self.docks["check"]], [560, 300], Qt.Orientation.Vertical)

    def _built(self, name: str) -> QWidget:
        """A dock's widget; one not shown at the start (a tab behind the others, the library) is made
        when first shown or used, or once the map is on screen, whichever comes first."""
        make = self._later.pop(name, None)
        if make is not None:
            stand_in = self.docks[name].widget()
            self.docks[name].setWidget(make())
            stand_in.deleteLater()
        return self.docks[name].widget()

    @property
    def calculator_dock(self) -> CalculatorDock:
        return self._built("calculator")

    @property
    def library(self) -> LibraryDock:
        return self._built("library")

    def _make_calculator(self) -> CalculatorDock:
        from .calculator import CalculatorDock  # with every system's panel: 20 ms of the start-up
        dock = CalculatorDock(self.state)
        for panel in dock.panels.values():
            self._follow_panel(panel)
        dock.panel_made.connect(self._follow_panel)
        dock.wants_room.connect(self._widen_calculator)
        return dock

    def _make_library(self) -> LibraryDock:
        from .library import LibraryDock
        library = LibraryDock(self.settings, can_assemble=True)
        library.open_map.connect(self.files.open_file)
        library.assemble_map.connect(self.assemble_sheets)
        library.print_map.connect(self.print_map_file)
        return library

    @property
    def calculator(self) -> SystemPanel:
        """The calculator panel of the chosen game system."""
        return self.calculator_dock.panel

    def _make_overlays(self) -> None:
        """The heat map, reachable area and line of sight over the map; the new-finding bar."""
        self.levels_item = self.scene.add_overlay(LevelsItem(self.scene.map_item))
        self.levels_item.setVisible(False)
        self.scenario_item = self.scene.add_overlay(ScenarioItem(self.document, self.layout_))
        self.state.map_changed.connect(lambda change: (change.scenario or change.size)
                                       and self.scenario_item.follow(self.document))
        self.heat_item = self.scene.add_overlay(ShadeItem(self.layout_, z=5, text_dy=-0.3))   # above the reach MP
        self._heat_rest = RestTimer(self.state, self._update_heat_map, self)   # the whole map: not at each drag step
        self.heat_work = WholeMapWork(self.state, self._show_heat_map, self)      # off this thread on a large map
        self.reach_item = self.scene.add_overlay(ShadeItem(self.layout_, z=6))
        self.heat_item.over = self.reach_item
        self.legend = OverlayLegend(self.view)
        self.heat_started_by: SystemPanel | None = None     # the panel that turned the heat map on
        self.los_item = self.scene.add_overlay(LineOfSightItem(self.layout_))
        self.path_item = self.scene.add_overlay(PathItem(self.layout_))
        self.marks_item = self.scene.add_overlay(MarksItem(self.layout_))
        self.finding_marks = self.scene.add_overlay(FindingMarks(self.state, self.layout_))
        self.overlays_system = self.state.system_id      # whose reach, line of sight, path and marks are shown
        self.state.choices_changed.connect(self._update_heat_map)
        self.state.rules_changed.connect(self._rules_changed)
        self.tool("Line of sight").probed.connect(self._probed)
        self.tool("Reach").chosen.connect(self._reach_from)
        self.announce_bar = AnnounceBar(self.view)
        self.announce_bar.undo_clicked.connect(lambda: self.document.undo_stack.undo())
        self.announce_bar.show_clicked.connect(self._show_finding)
        self.state.live.findings_changed.connect(self.announce_bar.follow)
        self.state.live.findings_reset.connect(self.announce_bar.hide)          # another map, other rules
        self.state.live.new_findings.connect(self.announce_bar.announce)

    def _widen_calculator(self, pixels: int) -> None:
        """Widen the right docks by what the calculator's panel lacks, leaving the map at least half the window."""
        dock = self.docks["calculator"]
        column = self.width() - dock.x()          # the right docks' column, with their tabs down its edge
        widest = self.width() // 2 - self.docks["palette"].width()
        if column < widest:
            self.resizeDocks([dock], [min(column + pixels, widest)], Qt.Orientation.Horizontal)

    def _follow_panel(self, panel: SystemPanel) -> None:
        """Show what a calculator panel works out (while its system is the chosen one)."""
        panel.reach_changed.connect(lambda shading: self._show_reach(panel, shading))
        panel.los_changed.connect(lambda line: self._show_los(panel, line))
        panel.path_changed.connect(lambda path: self._show_path(panel, path))
        panel.marks_changed.connect(lambda marks: self._show_marks(panel, marks))
        panel.heat_map_wanted.connect(lambda: panel is self.calculator and self._heat_map_wanted_by(panel))
        panel.cleared.connect(lambda: self._panel_cleared(panel))

    def _heat_map_wanted_by(self, panel: SystemPanel) -> None:
        if not self.heat_action.isChecked():
            self.heat_started_by = panel
            self.heat_action.setChecked(True)

    def _panel_cleared(self, panel: SystemPanel) -> None:
        """A panel's Clear (or a new map) turns off the heat map it turned on."""
        if self.heat_started_by is panel:
            self.heat_started_by = None
            self.heat_action.setChecked(False)

    def _show_reach(self, panel: SystemPanel, shading) -> None:
        if panel is self.calculator:
            self.reach_item.set_shades(*((shading.rgba, shading.texts) if shading else (None,)))
            self.heat_item.update()          # its numbers step aside for the reach's
            self.legend.set_shading("reach", shading)

    def _show_los(self, panel: SystemPanel, line) -> None:
        if panel is self.calculator:
            self.los_item.set_line(*(line or ()))

    def _show_path(self, panel: SystemPanel, path) -> None:
        if panel is self.calculator:
            self.path_item.set_path(*(path or ()))

    def _show_marks(self, panel: SystemPanel, marks) -> None:
        if panel is self.calculator:
            self.marks_item.set_marks(marks)

    def _rules_changed(self) -> None:
        """Another rules file or game system: another heat map; the old system's overlays go."""
        if self.state.system_id != self.overlays_system:
            self.overlays_system = self.state.system_id
            self.reach_item.set_shades(None)
            self.legend.set_shading("reach", None)
            self.los_item.set_line()
            self.path_item.set_path()
            self.marks_item.set_marks()
            self.calculator.recompute()
        self._update_heat_map()

    def _probed(self, attacker, target) -> None:
        self.calculator.set_hexes(attacker, target)
        self.docks["calculator"].raise_()

    def _reach_from(self, origin) -> None:
        self.calculator.show_reach(origin)
        self.docks["calculator"].raise_()

    def _update_heat_map(self, *_) -> None:
        """The chosen system's heat map (BattleTech: the MP the calculator's unit pays to enter each hex)."""
        overlay = self.state.system.heat_map
        self.heat_action.setEnabled(overlay is not None)
        if overlay is not None:
            self.heat_action.setText(overlay.label)
            self.heat_action.setStatusTip(overlay.tip)
        if overlay is None or not self.heat_action.isChecked():
            self.heat_work.cancel()
            self.heat_item.set_shades(None)
            self.legend.set_shading("heat", None)
            return
        rules, choices = self.state.rules, dict(self.state.current_choices)
        self.heat_work.run(lambda hex_map: overlay.shade(hex_map, rules, choices))

    def _show_heat_map(self, shading) -> None:
        self.heat_item.set_shades(shading.rgba, shading.texts)
        self.legend.set_shading("heat", shading)

    def _show_finding(self, finding) -> None:
        self.docks["check"].raise_()
        self.check_dock.show_finding(finding)

    def _show_check_summary(self, text: str) -> None:
        self.check_label.setText(self.tr("Check: {summary}").format(summary=text) + "  ")

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
        f = bar.addMenu(self.tr("&File"))
        self.new_action = self._action(self.tr("&New map..."), self.files.new_map, K.New, f)
        self.new_action.setIconText(self.tr("New map", "the toolbar's button"))
        self._action(self.tr("New from &generator..."), self.files.new_from_generator, "Ctrl+Shift+N", f,
                     self.tr("A map made from a preset and a seed: hills, water, woods, cities, TacOps terrain"))
        self.open_action = self._action(self.tr("&Open..."), self.files.open_dialog, K.Open, f)
        self.recent_menu = f.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(lambda: self.files.fill_recent_menu(self.recent_menu))
        self.save_action = self._action(self.tr("&Save"), self.files.save, K.Save, f)
        self.save_as_action = self._action(self.tr("Save &as..."), self.files.save_as, K.SaveAs, f)
        f.addSeparator()
        self._action(self.tr("&Export..."), self.export, "Ctrl+E", f, self.tr("PDF, SVG or PNG map sheets"))
        self._action(self.tr("&Library..."), self.show_library, "Ctrl+Shift+O", f,
                     self.tr("Your MegaMek boards, our samples and your folders of maps: find, open, print"))
        self._action(self.tr("Load &rules file..."), lambda: load_rules_dialog(self, self.state), None, f,
                     self.tr("Play with your own copy of a game system's rules data (see 'hmeditor rules "
                             "--markdown')"))
        f.addSeparator()
        self._action(self.tr("&Quit"), self.close, K.Quit, f)

        e = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcuts(QKeySequence.keyBindings(K.Undo))
        self.redo_action = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        e.addActions([self.undo_action, self.redo_action])
        e.addSeparator()
        self._map_keys(self._action(self.tr("Cu&t"), self.pieces.cut, K.Cut, e,
                                    self.tr("Copy the selected hexes, then clear them")),
                       self._action(self.tr("&Copy"), self.pieces.copy, K.Copy, e,
                                    self.tr("The selected hexes with all they hold, for pasting here or in another "
                                            "window")),
                       self._action(self.tr("&Paste"), self.pieces.paste, K.Paste, e,
                                    self.tr("Float the copied hexes under the pointer: click to put them down")))
        self._map_keys(self._action(self.tr("Save selection as &stamp..."), self.pieces.save_stamp, None, e,
                                    self.tr("Keep the selected hexes under a name in the Stamps dock")))
        floating = self.pieces.make_actions(e.addMenu(self.tr("Floating piece")))
        self._map_keys(*floating)
        self.view.claim_keys(floating)
        e.addSeparator()
        self._map_keys(
            self._action(self.tr("Select &all"), self.select_all, K.SelectAll, e),
            self._action(self.tr("&Deselect"), lambda: self.document.set_selection([]), ["Ctrl+Shift+A", "Esc"], e),
            self._action(self.tr("&Paint selection"), self.paint_selection, ["Return", "Enter"], e,
                         self.tr("Put the palette's paint on every selected hex")),
            self._action(self.tr("&Clear selected hexes"), self.clear_selection, ["Delete", "Backspace"], e,
                         self.tr("Make the selected hexes clear ground at level 0")))
        classes = e.addMenu(self.tr("MegaMek building c&lass"))
        for klass in TERMS.building_classes:
            self._action(building_class_name(klass), lambda k=klass: self.set_building_class(k), None, classes,
                         self.tr("The class MegaMek gives the selected building hexes (a building joins only hexes "
                                 "of its own type and class)"))

        mm = bar.addMenu(self.tr("&Map"))
        self.properties_action = self._action(self.tr("&Properties..."), lambda: edit_properties(self, self.document),
                                              "Ctrl+Shift+P", mm,
                                              self.tr("The map's name printed on every sheet, notes, size"))
        self._action(self.tr("Resi&ze map..."), self.resize_map, None, mm)
        self._action(self.tr("&Combine maps side by side..."), self.files.combine_dialog, None, mm)
        self._action(self.tr("&Assemble sheets..."), self.assemble_sheets, None, mm,
                     self.tr("Maps in a grid, some turned 180 degrees, as MegaMek's map assembly lays out boards"))
        mm.addSeparator()
        self._action(self.tr("&Turn 180 degrees"), lambda: turn_map(self, self.document), None, mm,
                     self.tr("Turn the whole map: hex (c, r) goes to (W + 1 - c, H + 1 - r), exits turned with it"))
        self._action(self.tr("&Mirror..."), lambda: explain_mirror(self, self.document), None, mm,
                     self.tr("Why a whole sheet does not mirror (a selection does: copy, paste, then M)"))

        t = bar.addMenu(self.tr("&Tools"))
        t.addActions(list(self.tool_actions.values()))
        t.addSeparator()
        self.fill_actions = {}
        group = QActionGroup(self)
        for match, text in MATCHES.items():
            action = QAction(QCoreApplication.translate("FillTool", text), self, checkable=True,
                             checked=match == FillTool.match)
            action.triggered.connect(lambda _=False, m=match: setattr(self.tool("Fill"), "match", m))
            group.addAction(action)
            t.addAction(action)
            self.fill_actions[match] = action
        t.addSeparator()
        self.size_actions = []
        group = QActionGroup(self)
        for radius, count in ((0, 1), (1, 7), (2, 19)):
            action = QAction(self.tr("Brush %n hex(es)", "", count), self, checkable=True,
                             shortcut=QKeySequence(f"Ctrl+{radius + 1}"))
            action.setIconText(self.tr("Brush %n hex(es)", "the toolbar's button: short", count))
            action.triggered.connect(lambda _=False, r=radius: self.state.set_radius(r))
            group.addAction(action)
            t.addAction(action)
            self.size_actions.append(action)
        self.size_actions[0].setChecked(True)
        self._map_keys(self._action(self.tr("Smaller brush"), lambda: self.state.set_radius(self.state.radius - 1),
                                    "[", t),
                       self._action(self.tr("Larger brush"), lambda: self.state.set_radius(self.state.radius + 1),
                                    "]", t))
        self.state.radius_changed.connect(lambda: self.size_actions[self.state.radius].setChecked(True))

        v = bar.addMenu(self.tr("&View"))
        self._map_keys(
            self._action(self.tr("Zoom &in"), lambda: self.view.zoom_by(1.25), ["+", "=", K.ZoomIn], v),
            self._action(self.tr("Zoom &out"), lambda: self.view.zoom_by(0.8), ["-", K.ZoomOut], v),
            self._action(self.tr("&Fit map"), lambda: self.view.fit_map(self.scene.map_item.boundingRect()),
                         "Ctrl+0", v))
        v.addSeparator()
        self.text_action = QAction(self.tr("Hex &ids and labels"), self, checkable=True, checked=True)
        self.text_action.toggled.connect(self.scene.map_item.set_text)
        self.levels_action = QAction(self.tr("&Levels"), self, checkable=True, shortcut=QKeySequence("Ctrl+L"))
        self.levels_action.setStatusTip(self.tr("Show each hex's level as a large number"))
        self.levels_action.toggled.connect(self.levels_item.setVisible)
        self.heat_action = QAction(self.tr("Heat map"), self, checkable=True, shortcut=QKeySequence("H"))
        self.heat_action.toggled.connect(self._update_heat_map)
        self.heat_action.triggered.connect(lambda: setattr(self, "heat_started_by", None))   # the user's own
        self._map_keys(self.heat_action)
        self.scenario_action = QAction(self.tr("&Scenario layer"), self, checkable=True, checked=True)
        self.scenario_action.setStatusTip(self.tr("Show the deployment zones, objectives and labels"))
        self.scenario_action.toggled.connect(self.scenario_item.setVisible)
        self.marks_action = QAction(self.tr("&Reality-check marks"), self, checkable=True, checked=True)
        self.marks_action.setStatusTip(self.tr("Mark each hex with an open reality-check finding"))
        self.marks_action.toggled.connect(self.finding_marks.setVisible)
        clear = QAction(self.tr("Clear line of sight and reach"), self)
        clear.triggered.connect(lambda: self.calculator.clear())
        v.addActions([self.text_action, self.levels_action, self.heat_action, self.scenario_action, self.marks_action,
                      clear])
        v.addSeparator()
        for dock in self.docks.values():
            v.addAction(dock.toggleViewAction())

        h = bar.addMenu(self.tr("&Help"))
        self._action(self.tr("&User guide"), lambda: self._help("show_guide"), None, h,
                     self.tr("How to use hmeditor: the editor, the map file, the reality check, printing, the "
                             "command line"))
        self._action(self.tr("&Keyboard and mouse"), lambda: self._help("show_shortcuts", self.menuBar()),
                     K.HelpContents, h)
        self._action(self.tr("&Rules reference"), lambda: self._help("show_rules_reference", self.state), None, h,
                     self.tr("Every rules table the calculators and the check use, with its source (hmeditor rules "
                             "--markdown)"))
        self._language_menu(h.addMenu(self.tr("&Language")))
        h.addSeparator()
        self._action(self.tr("&About hmeditor"), lambda: self._help("show_about", self.state), None, h)

        files = self.addToolBar(self.tr("File"))
        files.setObjectName("file-toolbar")
        files.addActions([self.new_action, self.open_action, self.save_action,
                          self._fixed_twin(self.undo_action, self.tr("Undo")),
                          self._fixed_twin(self.redo_action, self.tr("Redo"))])
        tools = self.addToolBar(self.tr("Tools"))
        tools.setObjectName("tools-toolbar")
        tools.addActions(list(self.tool_actions.values()))
        tools.addSeparator()
        tools.addActions(self.size_actions)

    def _language_menu(self, menu) -> None:
        """Help > Language: the languages hmeditor speaks, each in its own name; the one chosen is
        remembered and spoken from the next start (the system's until one is chosen)."""
        group = QActionGroup(self)
        chosen = self.settings.value(i18n.SETTING) or i18n.system_language()
        for code, name in i18n.LANGUAGES.items():
            action = QAction(name, self, checkable=True, checked=code == chosen)
            action.triggered.connect(lambda _=False, c=code: self._choose_language(c))
            group.addAction(action)
            menu.addAction(action)

    def _choose_language(self, code: str) -> None:
        self.settings.setValue(i18n.SETTING, code)
        QMessageBox.information(self, self.tr("Language"),
                                self.tr("hmeditor speaks {language} from its next start.").format(
                                    language=i18n.LANGUAGES[code]))

    def _fixed_twin(self, action: QAction, text: str) -> QAction:
        """A toolbar button for `action` whose text stays `text`, so no button moves when the action's
        text changes ("Undo Light woods"): that text is the button's tooltip (and the Edit menu's)."""
        twin = QAction(text, self)
        twin.triggered.connect(action.trigger)

        def follow() -> None:
            twin.setEnabled(action.isEnabled())
            twin.setToolTip(action.text().replace("&", ""))
        action.changed.connect(follow)
        follow()
        return twin

    def _make_status_bar(self) -> None:
        self.paint_label, self.hex_label, self.zoom_label = QLabel(), QLabel(), QLabel()
        self.check_label = QLabel()
        self._show_check_summary(self.check_dock.summary_text)
        self.notice = QLabel(textFormat=Qt.TextFormat.RichText)
        self.notice.linkActivated.connect(lambda url: QDesktopServices.openUrl(QUrl(url)))
        self.notice.hide()
        self.notice_timer = QTimer(self, singleShot=True, interval=NOTICE_MS)
        self.notice_timer.timeout.connect(self.notice.hide)
        self.statusBar().addWidget(self.hex_label, 1)
        self.statusBar().addWidget(self.notice)
        self.statusBar().addPermanentWidget(self.check_label)
        self.statusBar().addPermanentWidget(self.paint_label)
        self.statusBar().addPermanentWidget(self.zoom_label)
        self.state.paint_changed.connect(self._show_paint)
        self.underlay_dock.prompt.connect(self.statusBar().showMessage)
        self.underlay_view.warning.connect(lambda text: self.statusBar().showMessage(
            self.tr("Warning: {problem}").format(problem=text), NOTICE_MS))
        self.view.zoom_changed.connect(lambda s: self.zoom_label.setText(
            self.tr("Zoom {percent}").format(percent=QLocale().toString(round(s * 100)) + QLocale().percent())))
        self._show_paint()

    def _show_paint(self) -> None:
        self.paint_label.setText(self.tr("Paint: {paint}").format(paint=self.state.paint.label) + "  ")

    def _hovered(self, col: int, row: int) -> None:
        self._show_hover_text()
        self.hex_dock.show_hex(col, row, moving=self.view.scrolling)
        self.calculator.hover((col, row))

    def _show_hover_text(self) -> None:
        """The hex under the pointer in the status bar, as it is now."""
        m, hover = self.hex_map, self.scene.hover_hex
        if hover is not None and m.contains(*hover):
            self.hex_label.setText(f"{m.hex_id(*hover)}   {describe_cell(m.cell(*hover))}")
        else:
            self.hex_label.clear()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.view.fit_map(self.scene.map_item.boundingRect(), 24, PAINT_SIZE)
            self.view.setFocus()
            QTimer.singleShot(LAZY_LOAD_MS, _load_lazy_modules)

    def after_first_paint(self) -> None:
        """What the window shows once the map is on screen, so as not to keep it waiting."""
        self.palette.show_figures()
        for name in list(self._later):
            self._built(name)
        self.started = True

    # ---- editing commands --------------------------------------------------------------------

    def select_all(self) -> None:
        m = self.hex_map
        self.document.set_selection(np.arange(m.width * m.height))

    def paint_selection(self) -> None:
        hexes = self.document.selection
        if len(hexes):
            paint = self.state.paint
            self.document.push(paint.edit(self.hex_map, hexes),
                               self.tr("{paint} on the selection").format(paint=paint.label))

    def set_building_class(self, klass: str) -> None:
        hexes = self.document.selected_hexes()
        if hexes:
            self.document.push(set_building_class(self.hex_map, hexes, klass),
                               self.tr("Building class: {name}").format(name=building_class_name(klass)))

    def clear_selection(self) -> None:
        hexes = self.document.selection
        if len(hexes):
            self.document.push(edits.clear_hexes(self.hex_map, hexes), self.tr("Clear the selection"))

    def resize_map(self) -> None:
        dialog = ResizeDialog(self.hex_map.width, self.hex_map.height, self)
        if run_modal(dialog):
            self.resize_to(*dialog.values())

    def resize_to(self, width: int, height: int, left: int = 0, top: int = 0) -> None:
        try:
            edit = edits.resize_edit(self.hex_map, width, height, left, top)
        except TooLarge as e:
            QMessageBox.warning(self, self.tr("Resize map"), str(e))
            return
        self.document.push(edit, self.tr("Resize to {width} x {height}").format(width=width, height=height))

    def assemble_sheets(self, beside: str | None = None) -> None:
        assemble_sheets(self, self.document, self.scene.map_item.map_painter, self.files.start_folder(), beside)

    def export(self) -> None:
        from .exportdialog import ExportDialog  # loaded when first used: it brings the export code
        dialog = ExportDialog(self.hex_map, self, os.path.join(self.files.start_folder(),
                                                               f"{self.files.file_stem()}.pdf"),
                              self.underlay_view.printed())
        if run_modal(dialog):
            self.files.used_folder(dialog.written)
            self.show_written(dialog.written)

    def show_library(self) -> None:
        self.docks["library"].show()
        self.docks["library"].raise_()

    def print_map_file(self, path: str) -> None:
        """The export dialog for a map file (not opened in the editor), set to print it at true scale."""
        from .exportdialog import ExportDialog
        try:
            hex_map = read_map(path)
        except MapFileError as e:
            QMessageBox.warning(self, self.tr("Print map"), str(e))
            return
        dialog = ExportDialog(hex_map, self, os.path.join(self.files.start_folder(), f"{Path(path).stem}.pdf"))
        if run_modal(dialog):
            self.files.used_folder(dialog.written)
            self.show_written(dialog.written)

    def show_written(self, path: str) -> None:
        """Say in the status bar where an export went, with a link that opens its folder."""
        folder = QUrl.fromLocalFile(str(Path(path).resolve().parent)).toString()
        self.notice.setText(self.tr("Exported to {file}").format(file=escape(path))
                            + f" &nbsp;<a href='{folder}'>" + escape(self.tr("Open folder")) + "</a>")
        self.notice.show()
        self.notice_timer.start()

    def _help(self, page: str, *args):
        """Show a Help page (help.py, loaded when first used)."""
        from . import help
        self.help_page = getattr(help, page)(self, *args)
        return self.help_page

    def offer_recovery(self, ask=None) -> bool:
        """Offer autosaves left by a session that ended without saving (recovery.py)."""
        return offer_recovery(self, self.state, self.autosave, ask)

    # ---- closing -----------------------------------------------------------------------------

    def _restore_layout(self) -> None:
        """The window's size and place, the docks and toolbars as the user last left them."""
        geometry, layout = self.settings.value("window/geometry"), self.settings.value("window/layout")
        if geometry is not None:
            self.restoreGeometry(geometry)
        if layout is not None:
            self.restoreState(layout, LAYOUT_VERSION)

    def _save_layout(self) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/layout", self.saveState(LAYOUT_VERSION))

    def closeEvent(self, event) -> None:
        if not self.files.ask_save():
            event.ignore()
            return
        self._save_layout()
        self.state.live.drop_checks()
        self.autosave.remove()
        self.autosave.timer.stop()
        super().closeEvent(event)


def building_class_name(klass: str) -> str:
    """A MegaMek building class as the editor names it (a class it does not know: by its own name)."""
    if klass in BUILDING_CLASSES:
        return QCoreApplication.translate("MainWindow", BUILDING_CLASSES[klass])
    return klass.replace("_", " ").capitalize()


def _column(*widgets) -> QWidget:
    """Widgets one above the other, edge to edge."""
    holder = QWidget()
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    for w in widgets:
        layout.addWidget(w)
    return holder


def _load_lazy_modules() -> None:
    """Load what numpy loads the first time it is used, so the first edit's frame does not wait for it."""
    for name in LAZY_MODULES:
        imported(name)
