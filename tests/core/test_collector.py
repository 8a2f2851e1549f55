"""The cycle collector around work that makes 100k objects (hmeditor.core.collector)."""

import gc
import threading
import weakref

import pytest

from hmeditor.core.collector import SLICE, collect_kept, let_go, making_many


@pytest.fixture(autouse=True)
def automatic_collector():
    """The collector as the command line has it, collecting by itself (the editor collects on its
    window's thread: ui.session.collecting)."""
    was_enabled = gc.isenabled()
    gc.enable()
    yield
    if not was_enabled:
        gc.disable()


def test_no_collection_while_many_objects_are_made_and_the_collector_runs_again_after():
    collections = []
    record = lambda phase, info: collections.append(info["generation"]) if phase == "start" else None  # noqa: E731
    gc.callbacks.append(record)
    try:
        with making_many():
            made = [[i] for i in range(50_000)]          # lists: tracked, and many collections' worth
            assert not gc.isenabled() and collections == []
        assert gc.isenabled()
        [[i] for i in range(5_000)]
        assert collections                              # collecting again
    finally:
        gc.callbacks.remove(record)
    assert len(made) == 50_000


def test_blocks_nest_and_overlap_across_threads():
    inside, outside = threading.Event(), threading.Event()

    def other():
        with making_many():
            inside.set()
            outside.wait(5)

    thread = threading.Thread(target=other)
    with making_many():
        thread.start()
        inside.wait(5)
    assert not gc.isenabled()                           # the other thread's block still runs
    outside.set()
    thread.join()
    assert gc.isenabled()


def test_what_lives_after_a_keeping_block_is_kept_out_of_collections_until_collect_kept():
    class Node:
        pass

    with making_many(keep=True):
        node = Node()
    assert gc.isenabled() and gc.get_freeze_count() > 0
    node.itself = node                                  # a kept object becomes cyclic garbage
    alive = weakref.ref(node)
    del node
    gc.collect()
    assert alive() is not None                          # kept: no collection goes through it
    collect_kept()
    assert alive() is None and gc.get_freeze_count() > 0
    gc.unfreeze()


def test_let_go_empties_a_list_a_slice_at_a_time():
    left = []

    class Watched:
        def __del__(self):
            left.append(len(items))

    items = [Watched() for _ in range(2 * SLICE + 3)]
    let_go(items)
    assert items == [] and len(left) == 2 * SLICE + 3
    assert sorted(set(left)) == [0, 3, SLICE + 3]        # freed SLICE at a time, from the end


def test_let_go_empties_a_dict_a_slice_at_a_time():
    left = []

    class Watched:
        def __del__(self):
            left.append(len(items))

    items = {i: Watched() for i in range(2 * SLICE + 3)}
    let_go(items)
    assert items == {} and len(left) == 2 * SLICE + 3
    assert left[:2] == [2 * SLICE + 2, 2 * SLICE + 1]      # one by one, the dict shrinking as it goes

