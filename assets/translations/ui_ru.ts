<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CalculatorDock</name>
    <message>
        <source>The game system the calculator, the hex dock, the palette and the heat map use</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckDock</name>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n accepted)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hexes} and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>accepted house rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes: {hexes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix: {fix}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept (house rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the accepted findings the map no longer has from its house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(checking...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checks of every map and those of {system}, the game system chosen in the calculator dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted before, no longer on this map (not in force): {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget house rules that no longer apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This finding has no fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Apply fix&lt;/b&gt; will {fix}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Un-accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix {rule}: {fix}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Un-accept {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept {rule} as a house rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConditionsDock</name>
    <message>
        <source>Roll random conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll every condition from its table; conditions that clash with the terrain are rolled again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed on the same map rolls the same conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {condition}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset conditions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FillTool</name>
    <message>
        <source>Fill the same hex (base terrain, level, modifications)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the same base terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill: {paint}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HexDock</name>
    <message>
        <source>Point at a hex or select hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) selected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hangar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gun emplacement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tip} ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stamps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Underlay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reality check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check: {summary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New map...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from &amp;generator...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map made from a preset and a seed: hills, water, woods, cities, TacOps terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF, SVG or PNG map sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Library...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your MegaMek boards, our samples and your folders of maps: find, open, print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;rules file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with your own copy of a game system&apos;s rules data (see &apos;hmeditor rules --markdown&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected hexes, then clear them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected hexes with all they hold, for pasting here or in another window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Float the copied hexes under the pointer: click to put them down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save selection as &amp;stamp...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the selected hexes under a name in the Stamps dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floating piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paint selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the palette&apos;s paint on every selected hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear selected hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the selected hexes clear ground at level 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MegaMek building c&amp;lass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The class MegaMek gives the selected building hexes (a building joins only hexes of its own type and class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Properties...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map&apos;s name printed on every sheet, notes, size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resi&amp;ze map...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Combine maps side by side...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Assemble sheets...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maps in a grid, some turned 180 degrees, as MegaMek&apos;s map assembly lays out boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn 180 degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the whole map: hex (c, r) goes to (W + 1 - c, H + 1 - r), exits turned with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mirror...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why a whole sheet does not mirror (a selection does: copy, paste, then M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Brush %n hex(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Smaller brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex &amp;ids and labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each hex&apos;s level as a large number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the deployment zones, objectives and labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reality-check marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark each hex with an open reality-check finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear line of sight and reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to use hmeditor: the editor, the map file, the reality check, printing, the command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rules table the calculators and the check use, with its source (hmeditor rules --markdown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About hmeditor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>hmeditor speaks {language} from its next start.</source>
        <translation>hmeditor заговорит на языке «{language}» со следующего запуска.</translation>
    </message>
    <message>
        <source>Warning: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom {percent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint: {paint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{paint} on the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building class: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize to {width} x {height}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapDialogs</name>
    <message>
        <source>named after its file when saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name printed on every page of the map sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map properties</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapFiles</name>
    <message>
        <source>All maps ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} was changed by another program since you opened it. Saving replaces its changes with this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload it (lose your changes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to {map}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planetary conditions read from {file}, the MegaMek scenario that plays this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: kept as it is and written back when you save in the same format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save map as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save {file}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking what {file} can hold...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving {file}...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot say all of the conditions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{board} and {scenario}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maps to put to the right of this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combine maps</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Combine %n map(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The combined map keeps the first map&apos;s settings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the map after its file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot hold all of this map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save with a scenario file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard map sheet ({width} x {height} hexes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width (hexes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height (hexes)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotesBar</name>
    <message numerus="yes">
        <source>{hexes} and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) ({hexes})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>... and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Show Details)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PropertiesDialog</name>
    <message>
        <source>Map properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the players: scenario, house rules, where the map comes from ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width (hexes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height (hexes)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Recover unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hmeditor did not close normally. Recover the changes to {map} autosaved at {time}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hmeditor did not close normally. Recover the changes to an unsaved map autosaved at {time}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;Later&apos; keeps the autosave and asks again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave is kept in {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResizeDialog</name>
    <message>
        <source>Resize map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In pairs: every hex column keeps its stagger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns added on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns added on the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows added at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows added at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns on the left go in pairs (every column keeps its stagger): {fewer} or {more}, not {left}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New size: {width} x {height} hexes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesFile</name>
    <message>
        <source>Load a rules file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules files ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This rules file cannot be used; the rules in use stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{system} rules from {file}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioTool</name>
    <message>
        <source>Move the label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint zone {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase zone {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <comment>the text of a new label on the map</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add objective {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tool</name>
    <message>
        <source>Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint the palette&apos;s choice under the brush (drag to paint; one drag is one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eyedropper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a whole hex as the paint (Alt: its base terrain alone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bucket fill: paint every connected hex like the clicked one (Tools menu: same hex or same base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to put the piece down (R / Shift+R turn it, M / Shift+M mirror it, Esc drops it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the attacker&apos;s hex, then the target&apos;s: the line, the hexes it crosses and the to-hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a hex: the area the calculator&apos;s unit can reach from it with its MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment zones, labels, objectives (the Scenario dock chooses): paint a zone with the brush (Ctrl takes hexes out), put a label or objective on a hex, drag one to move it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a rectangle of hexes (Shift adds, Ctrl removes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brush select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select hexes by painting over them with the brush (Shift adds, Ctrl removes)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
