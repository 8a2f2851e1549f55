<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnnounceBar</name>
    <message numerus="yes">
        <source>(and %n more)</source>
        <translation>
            <numerusform>(and %n more)</numerusform>
            <numerusform>(and %n more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AssembleDialog</name>
    <message numerus="yes">
        <source>Assemble %n sheet(s)</source>
        <translation>
            <numerusform>Assemble %n sheet</numerusform>
            <numerusform>Assemble %n sheets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose a map for each of the %n place(s).</source>
        <translation>
            <numerusform>Choose a map for each of the %n place.</numerusform>
            <numerusform>Choose a map for each of the %n places.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleTechPanel</name>
    <message numerus="yes">
        <source>{unit} from {hex} with {mp} MP (walking {walking}): %n hex(es) reachable (MP spent shown in each)</source>
        <translation>
            <numerusform>{unit} from {hex} with {mp} MP (walking {walking}): %n hex reachable (MP spent shown in each)</numerusform>
            <numerusform>{unit} from {hex} with {mp} MP (walking {walking}): %n hexes reachable (MP spent shown in each)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckDock</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info(s)</source>
        <translation>
            <numerusform>%n info</numerusform>
            <numerusform>%n infos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n accepted)</source>
        <translation>
            <numerusform>(%n accepted)</numerusform>
            <numerusform>(%n accepted)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hexes} and %n more</source>
        <translation>
            <numerusform>{hexes} and %n more</numerusform>
            <numerusform>{hexes} and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message numerus="yes">
        <source>%n pages: the assembly page, then {rows} rows x {columns} columns of map pages.</source>
        <translation>
            <numerusform>%n pages: the assembly page, then {rows} rows x {columns} columns of map pages.</numerusform>
            <numerusform>%n pages: the assembly page, then {rows} rows x {columns} columns of map pages.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GravArmorPanel</name>
    <message numerus="yes">
        <source>{unit} in {hex} (EW {ew}, range {range}) detects %n hex(es): green, with the least CV sum of a path to each; red: in range but not detected. The path to the hex under the pointer is drawn.</source>
        <translation>
            <numerusform>{unit} in {hex} (EW {ew}, range {range}) detects %n hex: green, with the least CV sum of a path to each; red: in range but not detected. The path to the hex under the pointer is drawn.</numerusform>
            <numerusform>{unit} in {hex} (EW {ew}, range {range}) detects %n hexes: green, with the least CV sum of a path to each; red: in range but not detected. The path to the hex under the pointer is drawn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HexDock</name>
    <message numerus="yes">
        <source>%n hex(es) selected</source>
        <translation>
            <numerusform>%n hex selected</numerusform>
            <numerusform>%n hexes selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Brush %n hex(es)</source>
        <translation>
            <numerusform>Brush %n hex</numerusform>
            <numerusform>Brush %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brush %n hex(es)</source>
        <comment>the toolbar&apos;s button: short</comment>
        <translation>
            <numerusform>Brush %n hex</numerusform>
            <numerusform>Brush %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more error(s) since, logged.</source>
        <translation>
            <numerusform>%n more error since, logged.</numerusform>
            <numerusform>%n more errors since, logged.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapFiles</name>
    <message numerus="yes">
        <source>Combine %n map(s)</source>
        <translation>
            <numerusform>Combine %n map</numerusform>
            <numerusform>Combine %n maps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotesBar</name>
    <message numerus="yes">
        <source>{hexes} and %n more</source>
        <translation>
            <numerusform>{hexes} and %n more</numerusform>
            <numerusform>{hexes} and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) ({hexes})</source>
        <translation>
            <numerusform>%n hex ({hexes})</numerusform>
            <numerusform>%n hexes ({hexes})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>... and %n more</source>
        <translation>
            <numerusform>... and %n more</numerusform>
            <numerusform>... and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Show Details)</source>
        <translation>
            <numerusform>… and %n more (Show Details)</numerusform>
            <numerusform>… and %n more (Show Details)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message numerus="yes">
        <source>Copied %n hex(es)</source>
        <translation>
            <numerusform>Copied %n hex</numerusform>
            <numerusform>Copied %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n hex(es)</source>
        <translation>
            <numerusform>Cut %n hex</numerusform>
            <numerusform>Cut %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n hex(es)</source>
        <translation>
            <numerusform>Move %n hex</numerusform>
            <numerusform>Move %n hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioDock</name>
    <message numerus="yes">
        <source>Zone {number}  {name} (%n hex(es))</source>
        <translation>
            <numerusform>Zone {number}  {name} (%n hex)</numerusform>
            <numerusform>Zone {number}  {name} (%n hexes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StampDock</name>
    <message numerus="yes">
        <source>{stamp}: %n hex(es). Click, then click the map to put it down.</source>
        <translation>
            <numerusform>{stamp}: %n hex. Click, then click the map to put it down.</numerusform>
            <numerusform>{stamp}: %n hexes. Click, then click the map to put it down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TotalWarPanel</name>
    <message numerus="yes">
        <source>{distance} at {speed} a turn: %n turn(s)</source>
        <translation>
            <numerusform>{distance} at {speed} a turn: %n turn</numerusform>
            <numerusform>{distance} at {speed} a turn: %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{weapon} in {hex}: rings every {step} up to {range}; %n hex(es) in range (hexes x {per_hex})</source>
        <translation>
            <numerusform>{weapon} in {hex}: rings every {step} up to {range}; %n hex in range (hexes x {per_hex})</numerusform>
            <numerusform>{weapon} in {hex}: rings every {step} up to {range}; %n hexes in range (hexes x {per_hex})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnderlayDock</name>
    <message numerus="yes">
        <source>%n hex(es) suggested, {doubtful} doubtful (marked ?). Apply them, or discard and paint some hexes by hand first: they are examples for the next suggestion.</source>
        <translation>
            <numerusform>%n hex suggested, {doubtful} doubtful (marked ?). Apply them, or discard and paint some hexes by hand first: they are examples for the next suggestion.</numerusform>
            <numerusform>%n hexes suggested, {doubtful} doubtful (marked ?). Apply them, or discard and paint some hexes by hand first: they are examples for the next suggestion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Terrain from the underlay (%n hex(es))</source>
        <translation>
            <numerusform>Terrain from the underlay (%n hex)</numerusform>
            <numerusform>Terrain from the underlay (%n hexes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wh40kPanel</name>
    <message numerus="yes">
        <source>from {hex}: %n hex(es) = {inches}&quot;</source>
        <translation>
            <numerusform>from {hex}: %n hex = {inches}&quot;</numerusform>
            <numerusform>from {hex}: %n hexes = {inches}&quot;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n floor(s) {spacing}&quot; apart</source>
        <translation>
            <numerusform>%n floor {spacing}&quot; apart</numerusform>
            <numerusform>%n floors {spacing}&quot; apart</numerusform>
        </translation>
    </message>
</context>
</TS>
