"""Reads the map of the editor through AT-SPI, as a screen reader does (issue 34): the map is a
table; the arrow keys (sent to the X display, as a keyboard does) move the cell cursor and the
screen reader is told of the cell that has the focus, whose name says what stands there; two
walls painted with Space on either side of a dot close it off, and the announcer (a notification)
changes its name to say the problem; the keyboard back on the map (F6), the cursor's cell is
read again. Exits 1 saying what it did not hear."""
import sys
import time

import pyatspi

from reader import find, find_editor, is_map, press, pump

DOT = "row 1, column 2: dot"
PROBLEM = "1 problem: the muncher cannot reach this dot"
WALL = "row 1, column 4: wall"


focused_cells = []
announcements = []


def on_focused(event):
    if event.detail1 != 1:
        return
    try:
        if event.source.getRole() == pyatspi.ROLE_TABLE_CELL:
            focused_cells.append(event.source.name)
    except Exception:
        pass


def on_name(event):
    try:
        if event.source.getRole() == pyatspi.ROLE_NOTIFICATION:
            announcements.append(event.source.name)
    except Exception:
        pass


def main():
    app = find_editor(time.time() + 60)
    if app is None:
        print("cells.py: the editor never showed a window on the accessibility bus", file=sys.stderr)
        return 2
    pump(2)  # the window laid out, the classic maze validated
    table = find(app, is_map)
    if table is None:
        print("cells.py: no table named \"Map of ...\" in the window", file=sys.stderr)
        return 1
    grid = table.queryTable()
    print(f"cells.py: the map is a table of {grid.nRows} rows and {grid.nColumns} columns")
    if (grid.nRows, grid.nColumns) != (30, 27):
        print("cells.py: the classic maze has 30 rows and 27 columns", file=sys.stderr)
        return 1
    pyatspi.Registry.registerEventListener(on_focused, "object:state-changed:focused")
    pyatspi.Registry.registerEventListener(on_name, "object:property-change:accessible-name")
    pump(1)
    # The keyboard to the map: F6 goes round the panels until it is there.
    for _ in range(12):
        if table.getState().contains(pyatspi.STATE_FOCUSED):
            break
        press("F6")
    if not table.getState().contains(pyatspi.STATE_FOCUSED):
        print("cells.py: F6 never gave the map the keyboard", file=sys.stderr)
        return 1
    press("ctrl+Home", "Right", "Right", "Down")
    pump(1)
    print(f"cells.py: the cells focused: {focused_cells}")
    if not focused_cells or focused_cells[-1] != DOT:
        print(f"cells.py: after the keys the focused cell was not \"{DOT}\"", file=sys.stderr)
        return 1
    # The wall brush; walls at columns 2 and 4 of row 1 close off the dot at column 3.
    press("1", "b", "space", "Right", "Right", "space")
    for _ in range(20):
        if PROBLEM in announcements:
            break
        pump(0.5)
    print(f"cells.py: the announcements heard: {announcements}")
    if PROBLEM not in announcements:
        print(f"cells.py: never heard \"{PROBLEM}\"", file=sys.stderr)
        return 1
    # The keyboard away (Tab) and back with F6: the screen reader hears the cursor's cell again.
    press("Tab")
    if table.getState().contains(pyatspi.STATE_FOCUSED):
        print("cells.py: Tab left the keyboard on the map", file=sys.stderr)
        return 1
    del focused_cells[:]
    press("F6")
    pump(1)
    print(f"cells.py: the cells focused after F6: {focused_cells}")
    if focused_cells[-1:] != [WALL]:
        print(f"cells.py: F6 did not focus the cursor's cell \"{WALL}\"", file=sys.stderr)
        return 1
    return 0


sys.exit(main())
