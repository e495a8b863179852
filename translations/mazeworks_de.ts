<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>GamePainter</name>
    <message>
        <source>PAUSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P or Esc to go on, . for one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>READY!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GAME OVER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIGH SCORE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::Autosave</name>
    <message>
        <source>%1, autosaved %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), autosaved %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Mazeworks ended without saving %n level(s). Recover them from their autosaves?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::BrushTool</name>
    <message>
        <source>Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag to paint the chosen tile; Shift+click draws a line from the last tile painted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::Diagnostics</name>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of a maze</source>
        <extracomment>%1 is the first word of the line, as the user wrote it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name line needs a title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a row line needs a row of tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a muncher line needs a column, a row and a direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ghost line needs a kind, a column, a row and a direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a corner line needs a kind, a column and a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a release line needs a kind and seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fruit line needs a column and a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a direction (up, left, down, right)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a ghost (red, pink, cyan, orange)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>release takes seconds from 0 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too far from 0 for a column or a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second name line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second muncher line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second fruit line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second line for the red ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second line for the pink ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second line for the cyan ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second line for the orange ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second corner line for the red ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second corner line for the pink ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second corner line for the cyan ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second corner line for the orange ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second release line for the red ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second release line for the pink ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second release line for the cyan ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second release line for the orange ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a row is one word, without spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile</source>
        <extracomment>%1 is the character found where a tile letter should be.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row has %1 tiles, the first has %2</source>
        <extracomment>%1: the tiles of this row; %2: the tiles of the first row.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a map is at most 4096 tiles wide and high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a maze needs at least one row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the muncher has no start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the red ghost has no start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pink ghost has no start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cyan ghost has no start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the orange ghost has no start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fruit has no place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a maze needs one door, not %1</source>
        <extracomment>%1 is the number of doors the map has.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the door needs a corridor above it and the house below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the muncher cannot reach this dot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the muncher cannot reach this tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <extracomment>A diagnostic in a tooltip: %1 line:column, %2 error or warning, %3 the message.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::DiagnosticsDock</name>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the next error or warning of the level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the previous error or warning of the level</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln error</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln errors</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warnings</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostics (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No level is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level has no map yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems: the level can be played.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::Document</name>
    <message>
        <source>%1 is a folder, not a level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be a level (%2 MiB; a level has at most 256 MiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (line %2, column %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Source</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::DungeonView</name>
    <message>
        <source>Wheel: zoom; drag: move the picture; double click: the whole map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize &amp;Map...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add or take away rows and columns on any side of the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Map...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a level of a chosen size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Resize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map is 1 to %1 tiles wide and high.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize the Map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::EraserTool</name>
    <message>
        <source>Eraser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag to turn tiles into empty floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::ExportPng</name>
    <message>
        <source>%1 cannot be written: the rows of this level do not form a map yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: at %2 pixels a tile the image would be %3 x %4 pixels; at most %5 pixels a tile fit in %6 pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: there is not enough memory for an image of %2 x %3 pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the tile &amp;grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the &amp;muncher, the ghosts and the fruit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::FiguresBar</name>
    <message>
        <source>steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rooms moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overlaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tree edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corridor tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps taken since the start, every try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms that the last separation step moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs of rooms that overlapped at the last separation step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets of rooms joined so far: the union-find&apos;s; one when every room can reach every other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edges of the tree so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles of corridor dug so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets of rooms made, this one included: the generator starts over when rooms cannot be joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::FileActions</name>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB; at most 256 MiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open read-only: the overlays work on it, edits do not. Save it as a .maze level to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a level, a Moving AI map or a Tiled map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the level&apos;s file again, leaving the changes not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import from Tiled...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to &amp;Tiled...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as &amp;Image...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels and maps (*.maze *.map *.tmj *.json);;Mazeworks levels (*.maze);;Moving AI maps (*.map);;Tiled maps (*.tmj *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer there, so it was taken off the recent files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a map of %2 x %3 cells; a level is 1 to %4 tiles wide and high.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level has no file yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level is still open with its changes; save it somewhere else, or try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Level As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mazeworks levels (*.maze)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a Moving AI map, open read-only: save the level under another name, as a .maze file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Save As writes .maze levels. To write a Tiled map, use File &gt; Export to Tiled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert %1 to the version saved on disk?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The changes made since it was saved will be lost, and cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverted to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rows of %1 do not form a map yet; see the diagnostics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 (%2 x %3 pixels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to Tiled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiled maps (*.tmj)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1, with its tileset image %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import from Tiled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiled maps (*.tmj *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be imported:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported from Tiled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was imported; some of it is no part of a maze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::FileWatcher</name>
    <message>
        <source>%1 was deleted or moved by another program. The level stays open; save it to write it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept your version of %1; saving it writes over the other program&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on disk but cannot be read again: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on disk and was reloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level Changed on Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program, and your changes to it are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload it, and lose your changes? Or keep your version, and write it over the other program&apos;s when you save?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep My Version</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::FillTool</name>
    <message>
        <source>Fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to fill the region of equal tiles with the chosen tile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::FrameExporter</name>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make the folder %1: is the folder writable?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::GenerateDock</name>
    <message>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dungeon &amp;Generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the Generate panel: watch a dungeon being made, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Dungeon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a dungeon from these settings and watch it being made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the first step, same settings and seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step of the generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps to the end of this phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps at the chosen speed, or pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every step to the end, as fast as it goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An explorer walks the finished dungeon from room to room, to the rooms it has not seen first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explorer S&amp;tep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The explorer walks to one more room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset E&amp;xplorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The explorer starts again, nothing visited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use as Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The finished dungeon as a new level, ready to edit, save and play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Picture as &amp;Image...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture as it is on screen, with its caption, as a PNG file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Run as &amp;Frames...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every step of this dungeon as a numbered PNG picture, for a video or a slide show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;resentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The generator alone on the screen with large type, for a class; Esc to come back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Caption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sentence that says what the step did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the colours and lines of the picture mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and settings give the same dungeon, here and with mazeworks-cli generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random seed, and a new dungeon from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the seed of this dungeon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dungeon from the seed on the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms to place; rooms that cannot be joined are dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra links that make loops, from 0 (a tree: one way between two rooms) to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ooms:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Loops:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map&apos;s width in tiles, its border included; Auto fits it to the rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map&apos;s height in tiles, its border included; Auto fits it to the rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smallest side of a room&apos;s floor, in tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest side of a room&apos;s floor, in tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped overlapping in the middle, then pushed apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random places, each tried again while it is too close to another room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doors between neighbouring rooms, along a breadth-first tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prim&apos;s minimum spanning tree, with L and Z corridors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight or one-bend tunnels between random rooms until one set remains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Placement:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;nnection:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings that make a good dungeon to start from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From one step a second to as fast as it goes; up to a step a frame, rooms glide between steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed %1 copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no seed: a seed is a whole number from 0 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dungeon cannot be made: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This dungeon cannot be made:
%1.
Change the settings and press New Dungeon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step (F10) or Run (F5) to watch the dungeon being made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 step a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room %1 · %2 of %3 rooms visited · %4 moves · %5 unvisited · %6 remembered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dungeon %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dungeon is a level now, in its own tab: edit it, save it, play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dungeon %1 step %2.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Picture as Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture is in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An export of frames is already under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Run as Frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the Frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The frames go into a new folder inside it; nothing there is overwritten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A picture:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures in between two steps while the rooms move, for a smooth video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In between:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run of seed %1 from its first step: %2 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all the</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the frames of seed %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 frames written to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: the %1 frames written so far are in %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::GeneratorLegend</name>
    <message>
        <source>room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>room of this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overlapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pushed farthest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pushing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push (zoom in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>room on whole tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where it stood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tree edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edge of this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loop candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sets of joined rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corridor of this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tree edge to dig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loop to dig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unvisited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>visited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>visited in the last %1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>explorer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::GeneratorText</name>
    <message>
        <source>Room %1 is dropped at (%2, %3), %4 x %5 tiles</source>
        <extracomment>%1 room number; %2, %3 column and row; %4 x %5 its size in tiles.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room %1 is placed at (%2, %3) after %4 rejected tries</source>
        <extracomment>%1 room number; %2, %3 column and row; %4 places thrown away first.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room %1 finds no free place in %2 tries and stays where the last one fell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room %1 is pushed away from room %2; %3 rooms still move</source>
        <extracomment>%1 the room pushed, %2 the room pushing it, %3 rooms that moved in this step.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room %1 is pushed away from rooms %2 and %3; %4 rooms still move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room %1 is pushed away from rooms %2, %3 and %4 more; %5 rooms still move</source>
        <extracomment>%4 is how many more rooms push it besides rooms %2 and %3.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No two rooms overlap any more, after %1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rooms snap to whole tiles; snapping made %1 overlaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms that snapping pushed together are parted; %1 overlaps left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pairs of the %2 rooms are neighbours: close walls with room for a door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room %1 reaches its neighbour, room %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 neighbour pairs are left over as loop candidates; %2 of them get a door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room %2 joins the tree through room %1, %3 tenths of a tile between centres</source>
        <extracomment>%1 the room already in the tree, %2 the room that joins, %3 the distance in tenths of a tile.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 shortest edges outside the tree will make loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A door joins rooms %1 and %2 through %3 tiles of wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A straight corridor of %3 tiles joins rooms %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An L-shaped corridor of %3 tiles joins rooms %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Z-shaped corridor of %3 tiles joins rooms %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No corridor from room %1 to room %2 misses the other rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tunnel of %3 tiles joins rooms %1 and %2; their sets merge, %4 sets left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tunnel of %3 tiles joins rooms %1 and %2, already one set: a loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No straight or one-bend tunnel fits between rooms %1 and %2 (%3 failed tries in a row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries failed in a row: start again with new rooms, try %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No joined room is large enough for the ghosts&apos; house: start again with new rooms, try %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rooms could not be joined and are dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms and corridors become tiles: %1 floor tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ghosts&apos; house stands in room %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The muncher, the ghosts and the fruit take their places, with %1 dots and %2 energizers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dungeon cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dungeon has 1 to %1 rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a map is %1 to %2 tiles wide and high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a room is 1 to %1 tiles a side, the smallest size no larger than the largest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loops is a fraction from 0 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rooms keep 1 to %1 walls between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a door is at least 1 tile wide and walls close enough are at least 1 tile thick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rooms need at least %2 tiles with the walls between them, but a %3 x %4 map has %5 inside its border</source>
        <extracomment>%1 rooms, %2 tiles they need, %3 x %4 the map, %5 tiles inside its border.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rooms still overlap after %1 separation steps (%2 pairs): %3 rooms need a larger map than %4 x %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rooms are jammed against the border with %1 pairs overlapping: %2 rooms need a larger map than %3 x %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1 tries no joined room is large enough for the ghosts&apos; house (%2 x %3 tiles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placing rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapping to the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms of random sizes are put on the map, one a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms that overlap push each other away, as birds in a flock keep their distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every room moves to the nearest whole tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tree joins every room: each step adds one edge; a few edges more will make loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corridors are dug one by one; rooms joined share a colour (a set of the union-find)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms and corridors become tiles; the ghosts&apos; house, the muncher and the food go in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A playable level: use it as a level to edit and play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dungeon cannot be made with these settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 · %2 rooms moving · %3 overlaps · %4 sets · %5 tree edges · %6 corridor tiles · try %7</source>
        <extracomment>The figures under an exported picture of the generator.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::KeyBindingsDialog</name>
    <message>
        <source>Keys of the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a box, then press the key that should steer the muncher that way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Way&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Key&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Other key&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click, then press the key; Backspace leaves it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steers both %2 and %3: give it to one way only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every way needs a key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::KeyField</name>
    <message>
        <source>Press a key...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::MainWindow</name>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;Classic Maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the muncher&apos;s start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start of the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fruit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - Mazeworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mazeworks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::MapView</name>
    <message>
        <source>The rows of this level do not form a map yet.
See the diagnostics, or edit the source.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::NewMapDialog</name>
    <message>
        <source>New Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty arena with a wall border</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls everywhere (carve the corridors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor everywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dots everywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width × height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fill:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tiles. Then place the muncher, the ghosts and the fruit with the place tools; the diagnostics say what is still missing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayDock</name>
    <message>
        <source>Overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the search (F5 in this panel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the search step by step (F5 in this panel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No Overlay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Distance Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path &amp;Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pic&amp;k Start and Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Pick Start and Goal&lt;/b&gt; (O)&lt;br&gt;%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the beginning: only the start reached (Shift+F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single &amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle one more tile (F10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the end of the search (Ctrl+F10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the goal on a place of the level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the start on a place of the level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dijkstra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manhattan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Euclidean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Octile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (as Dijkstra)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A*&apos;s guess of the cost still to come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heuristic:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 directions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 directions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 8 directions a diagonal step costs ↢ and never cuts a wall&apos;s corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Moves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step by Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From one tile a second to as fast as the screen draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost of the way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles breadth-first search looks at (its whole wave)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles on the frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps to the farthest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles on the wave&apos;s crest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps from the tile under the mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The muncher&apos;s start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fruit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doorstep of the ghosts&apos; house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This level has no places yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles breadth-first search looked at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles Dijkstra looked at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles A* looked at</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayModel</name>
    <message>
        <source>Open a level to see its overlays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rows of this level do not form a map yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching %1 tiles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a start: click a tile with the pick tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start (%1, %2) is not in a corridor (%3): pick another tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a goal: right-click or Shift+click a tile with the pick tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The goal (%1, %2) is not in a corridor (%3): pick another tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No way leads from (%1, %2) to (%3, %4): walls stand between them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::PickTool</name>
    <message>
        <source>Click a tile to start the search there; right-click or Shift+click it to make it the goal. Drag to move them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::PickerTool</name>
    <message>
        <source>Picker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a tile to take it into the palette.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::PlaceTool</name>
    <message>
        <source>Muncher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fruit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red Ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink Ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cyan Ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange Ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red Ghost&apos;s Corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink Ghost&apos;s Corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cyan Ghost&apos;s Corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange Ghost&apos;s Corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to place it heading %1; drag towards where it should head, or turn it with Z, Shift+Z or Shift+wheel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to place the fruit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to set the tile the ghost aims at while scattering; it may lie outside the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the Muncher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the Fruit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the Red Ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the Pink Ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the Cyan Ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the Orange Ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the Red Ghost&apos;s Corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the Pink Ghost&apos;s Corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the Cyan Ghost&apos;s Corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the Orange Ghost&apos;s Corner</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::PlayDock</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the level as it is now, unsaved changes too (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P, Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single &amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step of 1/120 s while paused (.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;peed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faster and slower with + and - in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who &amp;Plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;You, with the Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;Casual Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;Expert Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show What the Pilot Sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its danger costs as red tiles, the way it planned as a green line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game alone on the screen, and back (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;Replay...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game so that it can be watched again, here or with mazeworks-cli replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Replay...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play&amp;test...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the pilot play the level many times and see how it goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Best Scores...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys of the Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game seconds a second: slow it down or hurry it up for testing (- and +)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who has the keys: you, or the computer pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casual pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a level, or make a new one, to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot start: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 cannot be played yet.&lt;/b&gt; Fix these errors first (click one to see it on the map):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot be played yet.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... and %1 more: the Diagnostics panel lists them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REPLAY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casual pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new best score for this level: %1!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F5 plays the current level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the expert pilot plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the casual pilot plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (looking away)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 seed %2 score %3.replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mazeworks replays (*.replay);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save the Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The replay could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open the Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Play the Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a replay that can be played:&lt;br&gt;&lt;br&gt;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a level first: the pilot plays the current level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level has errors: fix them first, they are listed in the Diagnostics panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best games of &lt;b&gt;%1&lt;/b&gt; (this level as it is now):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game has ended on this level yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::PlayView</name>
    <message>
        <source>Press F5 to play the level you are editing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click here to steer with the keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::PlaytestDialog</name>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the deaths on the &amp;map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PNG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casual: the title-screen player, who looks away now and then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert: plays as well as it can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games use this seed and the ones after it: the same seeds play the same games, here and with mazeworks-cli play --seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pilot:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Longest game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the games to see how the level plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleared the first level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels reached:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean time to the first death:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean length of a game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the muncher was caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level: &lt;b&gt;%1&lt;/b&gt;, as it is in the editor now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 games: the figures are those of the games played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 of %3 games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (seed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s (%2 games lost a life)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s; %2 of %3 games over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deaths.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Heat Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The heat map could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::RecentFiles</name>
    <message>
        <source>%1 (not found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Files Not Found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::RectangleTool</name>
    <message>
        <source>Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to fill a rectangle with the chosen tile; Shift keeps it square, Escape drops it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::ReplayTimeline</name>
    <message>
        <source>Drag to any moment of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score %1; the replay ends at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 where the replay says %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game came to the result it recorded: %1 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;This game plays back differently:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::ResizeMapDialog</name>
    <message>
        <source>Resize Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positive adds rows or columns on this side, negative takes them away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Top:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Left:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Right:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bottom:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;tiles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#d03030&apos;&gt;%1 × %2: a map is 1 to %3 tiles wide and high.&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 → %3 × %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the muncher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fruit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Falls off the map and is removed: %1. Undo brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::SettingsActions</name>
    <message>
        <source>System Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language takes effect when Mazeworks is started again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::SourceDock</name>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No level is open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::SourceView</name>
    <message numerus="yes">
        <source>(+%Ln more)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::TileNames</name>
    <message>
        <source>wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>door of the ghosts&apos; house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside of the ghosts&apos; house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pink ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cyan ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::TmjFile</name>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1, tile %2: &quot;%3&quot; is not a kind of tile (wall, dot, energizer, floor, tunnel, door, house)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, data[%2]: &quot;%3&quot; is not a tile number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the layer is stored in chunks, as infinite maps are; a maze needs a map of fixed size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the layer has no tile data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the tile data is a text but its encoding is &quot;%2&quot;, not base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the tile data is not valid Base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the zlib-compressed tile data cannot be uncompressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; compression is not supported; in Tiled, choose CSV, Base64 (uncompressed) or Base64 (zlib) as the tile layer format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the tile data is %2 bytes, not 4 bytes a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2: this is not JSON: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line 1: a Tiled map is a JSON object, this is not one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a Tiled tileset, not a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;type&quot;: &quot;%1&quot; is not a Tiled map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;orientation&quot;: the map is %1; a maze is an orthogonal map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;infinite&quot;: the map is infinite; a maze has a fixed size (in Tiled, uncheck Infinite in the map&apos;s properties)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;width&quot;, &quot;height&quot;: the map is %1 x %2 tiles; a maze is 1 to %3 tiles wide and high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;tilewidth&quot;, &quot;tileheight&quot;: a tile needs a size in pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tileset &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its &quot;firstgid&quot; is missing or not a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the tileset file cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2, column %3: this is not JSON: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map has no tile layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: it has %2 tiles; a map of %3 x %4 has %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, column %2, row %3: tile %4 is in no tileset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, column %2, row %3: tile %4 of tileset &quot;%5&quot; has no &quot;kind&quot; property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object %1 &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: heading &quot;%2&quot; is not a direction (up, left, down, right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: it has no &quot;kind&quot; property (red, pink, cyan, orange)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: kind &quot;%2&quot; is not a ghost (red, pink, cyan, orange)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a second %2 (the first is object %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: release &quot;%2&quot; is not a number of seconds from 0 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its type &quot;%2&quot; is no place of a maze (muncher, ghost, corner, fruit), so it was left out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazeworks::ToolsDock</name>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Ghost&apos;s &amp;Corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mirror Painting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Mirror Painting&lt;/b&gt; (M)&lt;br&gt;What is painted on one half is painted on the other too, left and right, as arcade mazes are. Places are not mirrored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn &amp;Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn &amp;Anticlockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heading %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;iles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, heading %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, mirrored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
