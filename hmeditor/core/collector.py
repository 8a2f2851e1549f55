"""Work that makes or drops 100k Python objects at once, and the threads waiting meanwhile.

A big map's check makes findings by the 100k (a frost on a 1000 x 1000 map: 160k), and two things
then hold every other thread up, the editor's window among them, as they run in C:
- Python's cycle collector, which their making sets off and which goes through every object it
  tracks: up to 100 ms a collection, more than half a second in all for a frost (and an eighth of
  `hmeditor check`'s time on a 1600 x 1600 board). `making_many()` pauses it while the work runs;
  in the editor it then keeps what lives on out of later collections (`gc.freeze`): findings live
  until a later check replaces them and hold no reference cycles; they go by reference counting as
  everything does. `collect_kept()` collects what was kept, when a wait does not matter.
- Freeing them all in one go (160k findings: 95 ms in the window): `let_go(items)` frees a big list
  (or dict) a slice at a time; `free_slice(items)` frees one slice, for a caller that frees between
  other work (the window, between its events).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

SLICE = 1_000              # objects freed at a time (findings: about a millisecond)

_lock = threading.Lock()
_working = 0               # `making_many` blocks running, in any thread
_keep = False              # one of them keeps what lives at the end
_was_enabled = True


@contextmanager
def making_many(keep: bool = False) -> Iterator[None]:
    """No collection while the block runs (nor in other threads: the collector is one for all);
    with `keep`, what lives afterwards is kept out of collections. Blocks may nest and overlap across
    threads: the collector runs again once the last ends."""
    global _working, _keep, _was_enabled
    with _lock:
        if not _working:
            _was_enabled = gc.isenabled()
            gc.disable()
        _working += 1
        _keep = _keep or keep
    try:
        yield
    finally:
        with _lock:
            _working -= 1
            if not _working:
                if _keep:
                    gc.freeze()
                _keep = False
                if _was_enabled:
                    gc.enable()


def holding_off() -> bool:
    """Whether a `making_many` block runs (in any thread): no collection should start meanwhile."""
    return _working > 0


def collect_kept() -> None:
    """Collect now what `making_many` kept (at a moment a wait does not matter: another map opens),
    then keep what lives: what of it became cyclic garbage since is not kept for good."""
    with _lock:
        if not _working and gc.get_freeze_count():
            gc.unfreeze()
            gc.collect()
            gc.freeze()


def let_go(items: list | dict) -> None:
    """Empty the list (or dict) a slice at a time: what only it held is freed SLICE objects at once."""
    while items:
        free_slice(items)


def free_slice(items: list | dict) -> None:
    """Free the last SLICE items of the list (or dict)."""
    if isinstance(items, dict):
        for _ in range(min(SLICE, len(items))):
            items.popitem()
    else:
        del items[-SLICE:]
