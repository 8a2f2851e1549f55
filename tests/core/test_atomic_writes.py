"""The one atomic writer: what it will not replace, the names it can write, and the temporary
files it cleans up (its own, never a user's)."""

import contextlib
import os
import shutil
import tempfile
import time
from pathlib import Path

import pytest

from hmeditor.core.files import STALE_SECONDS, atomic_write
from hmeditor.core.io import read_map, write_map
from hmeditor.core.model import HexMap

NOBODY = 65534


@contextlib.contextmanager
def ordinary_user():
    """Root's rights given up for the block (root may write any file); nothing changes for others."""
    if os.geteuid() != 0:
        yield
        return
    os.seteuid(NOBODY)
    try:
        yield
    finally:
        os.seteuid(0)


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX users")
def test_a_read_only_file_in_a_folder_the_user_may_write_is_not_replaced():
    folder = Path(tempfile.mkdtemp())       # under /tmp: an ordinary user reaches it, not the test's own folder
    try:
        folder.chmod(0o777)
        theirs = folder / "theirs.hmap"
        theirs.write_bytes(b"someone else's map")
        theirs.chmod(0o444)
        with ordinary_user(), pytest.raises(PermissionError, match="read-only"):
            atomic_write(theirs, b"mine")
        assert theirs.read_bytes() == b"someone else's map"
        assert [p.name for p in folder.iterdir()] == ["theirs.hmap"]
    finally:
        shutil.rmtree(folder)


@pytest.mark.parametrize("length", [241, 242, 250, 255])
def test_a_name_as_long_as_the_system_takes_is_saved(tmp_path, length):
    path = tmp_path / ("x" * ((length - 5) % 2) + "é" * ((length - 5) // 2) + ".hmap")     # cut between bytes of é
    assert len(os.fsencode(path.name)) == length
    write_map(HexMap(3, 2, "long"), path)
    write_map(HexMap(3, 2, "again"), path)
    assert read_map(path).name == "again" and list(tmp_path.iterdir()) == [path]


def test_only_our_own_temporary_files_are_cleaned_up(tmp_path):
    target = tmp_path / "x.hmap"
    users = [tmp_path / ".x.hmap.notes.tmp", tmp_path / ".x.hmap.hmeditor-notes-of-mine.tmp"]
    dead_writer = tmp_path / ".x.hmap.hmeditor-k2_9zq0a.tmp"
    for path in (*users, dead_writer):
        path.write_bytes(b"a file")
        os.utime(path, (time.time() - STALE_SECONDS - 5,) * 2)
    write_map(HexMap(2, 2), target)
    assert sorted(tmp_path.iterdir()) == sorted([target, *users])
