"""Reads the editor through AT-SPI, as a screen reader does, and finds every control a keyboard
user can reach (focusable and showing) that has no accessible name: a screen reader would say
only "button" or "list" there. Exits 1 naming each, with its role and where it is in the window."""
import sys
import time

import pyatspi

from reader import find_editor


def walk(node, path, found, depth=0):
    if node is None or depth > 60:
        return
    try:
        states = node.getState()
        role = node.getRoleName()
        name = node.name or ""
    except Exception:
        return
    here = path + [f"{role}:{name}" if name else role]
    if (states.contains(pyatspi.STATE_FOCUSABLE) and states.contains(pyatspi.STATE_SHOWING)
            and not name.strip()):
        try:
            box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            place = f" at {box.x},{box.y} {box.width}x{box.height}"
        except Exception:
            place = ""
        found.append(" > ".join(here[-4:]) + place)
    if not states.contains(pyatspi.STATE_SHOWING) and depth > 1:
        return
    try:
        count = node.childCount
    except Exception:
        return
    # A table's or a list's cells are named by their own text; a view of thousands is not walked.
    if count > 500:
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        walk(child, here, found, depth + 1)


def main():
    app = find_editor(time.time() + 60)
    if app is None:
        print("names.py: the editor never showed a window on the accessibility bus", file=sys.stderr)
        return 2
    time.sleep(2)  # the window's docks and toolbars laid out
    found = []
    walk(app, [], found)
    for where in found:
        print(f"names.py: a focusable control without a name: {where}", file=sys.stderr)
    print(f"names.py: {len(found)} focusable controls without a name")
    return 1 if found else 0


sys.exit(main())
