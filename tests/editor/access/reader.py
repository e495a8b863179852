"""What the checks that read the editor through AT-SPI share: finding the editor on the bus and a
node in its tree, letting events reach their listeners, and pressing keys on the X display as a
keyboard does."""
import subprocess
import time

import pyatspi
from gi.repository import GLib


def find_editor(deadline):
    """The editor's application on the bus once one of its windows shows; None by the deadline."""
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name in ("mazeworks", "Mazeworks"):
                for window in app:
                    if window is not None and window.getState().contains(pyatspi.STATE_SHOWING):
                        return app
        time.sleep(0.5)
    return None


def find(node, wanted, depth=0):
    """The first showing node for which wanted(node) holds, not walking into tables (a map is
    thousands of cells)."""
    if node is None or depth > 60:
        return None
    try:
        if wanted(node):
            return node
        if node.getRole() == pyatspi.ROLE_TABLE:
            return None
        if not node.getState().contains(pyatspi.STATE_SHOWING) and depth > 1:
            return None
        count = node.childCount
    except Exception:
        return None
    for i in range(min(count, 500)):
        try:
            found = find(node.getChildAtIndex(i), wanted, depth + 1)
        except Exception:
            continue
        if found is not None:
            return found
    return None


def is_map(node):
    """The map's table ("Map of ...")."""
    return node.getRole() == pyatspi.ROLE_TABLE and (node.name or "").startswith("Map of")


def pump(seconds):
    """Lets the events that arrived reach the listeners."""
    context = GLib.MainContext.default()
    end = time.time() + seconds
    while time.time() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def press(*keys):
    """Each key on the X display, as a keyboard sends it, then the events it caused heard."""
    for key in keys:
        subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True)
        pump(0.3)
