"""Hears through AT-SPI, as a screen reader does (issue 34), what a search and a game announce in
the editor started on the small level of docs/maze-format.md: with the map's cell cursor, O and Space
pick the overlay's start, F10 settles one tile and the announcer (a
notification) says which and at what distance; F5 plays the level, the play view's description
says the score, the lives, the level and the state, and when a ghost catches the muncher (nobody
at the keys) the lost life is announced. Exits 1 saying what it did not hear."""
import sys
import time

import pyatspi

from reader import find, find_editor, is_map, press, pump

SETTLED = "Settled row 1, column 1, distance 0"
LOST = "Lost a life, 2 lives left"


def is_game(node):
    return node.name == "Game" and node.getState().contains(pyatspi.STATE_SHOWING)


announcements = []
descriptions = []


def on_name(event):
    try:
        if event.source.getRole() == pyatspi.ROLE_NOTIFICATION:
            announcements.append(event.source.name)
    except Exception:
        pass


def on_description(event):
    try:
        if event.source.name == "Game":
            descriptions.append(event.source.description)
    except Exception:
        pass


def wait_for(heard, text, seconds):
    end = time.time() + seconds
    while time.time() < end and not any(text in said for said in heard):
        pump(0.25)
    return any(text in said for said in heard)


def main():
    app = find_editor(time.time() + 60)
    if app is None:
        print("events.py: the editor never showed a window on the accessibility bus", file=sys.stderr)
        return 2
    pump(2)  # the window laid out, the level validated
    table = find(app, is_map)
    if table is None:
        print("events.py: no table named \"Map of ...\" in the window", file=sys.stderr)
        return 1
    pyatspi.Registry.registerEventListener(on_name, "object:property-change:accessible-name")
    pyatspi.Registry.registerEventListener(on_description, "object:property-change:accessible-description")
    pump(1)
    for _ in range(12):
        if table.getState().contains(pyatspi.STATE_FOCUSED):
            break
        press("F6")
    if not table.getState().contains(pyatspi.STATE_FOCUSED):
        print("events.py: F6 never gave the map the keyboard", file=sys.stderr)
        return 1
    # The overlay's start on the energizer at column 1 of row 1 (O, then Space); F10 settles it.
    press("ctrl+Home", "Right", "Down", "o", "space", "F10")
    heard = wait_for(announcements, SETTLED, 5)
    print(f"events.py: the announcements heard after F10: {announcements}")
    if not heard:
        print(f"events.py: never heard \"{SETTLED}\"", file=sys.stderr)
        return 1
    # The pick tool put away, the level played: nobody at the keys, a ghost soon catches the
    # muncher on so small a level.
    press("o", "F5")
    pump(2)
    game = find(app, is_game)
    description = game.description if game is not None else ""
    print(f"events.py: the play view's description: \"{description}\"")
    if "lives" not in description or "level 1" not in description:
        print("events.py: the play view does not say its lives and level", file=sys.stderr)
        return 1
    heard = wait_for(announcements, LOST, 40)
    print(f"events.py: the announcements heard in the game: {announcements[-6:]}")
    print(f"events.py: the play view's descriptions heard: {descriptions[-4:]}")
    if not heard:
        print(f"events.py: never heard \"{LOST}\"", file=sys.stderr)
        return 1
    return 0


sys.exit(main())
