<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
</TS>
