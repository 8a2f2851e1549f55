"""A PNG drawn by worker processes: a worker that dies fails the export with a message (never a
wait for ever), and the workers end with the export, however it ends."""

import contextlib

import psutil

from .helpers import end_process_tree, start_long_export, wait_for_progress


def first_worker(export) -> psutil.Process:
    """The export's first drawing process, as soon as it is started."""
    parent = psutil.Process(export.pid)
    while export.poll() is None:
        for child in parent.children():
            try:
                if any("spawn_main" in part for part in child.cmdline()):
                    return child
            except psutil.Error:
                continue
    raise AssertionError(f"the export ended (exit code {export.returncode}) without starting a worker")


def test_a_worker_that_dies_as_it_starts_fails_the_export_with_a_message(tmp_path):
    export = start_long_export(tmp_path)
    try:
        first_worker(export).kill()
        _, errors = export.communicate(timeout=60)
        assert export.returncode == 2
    finally:
        end_process_tree(export)
    assert errors.strip().splitlines()[-1].endswith("a drawing process ended unexpectedly (killed, or out of memory)")
    assert "Traceback" not in errors and not (tmp_path / "long.png").exists()


def test_workers_end_with_a_killed_export(tmp_path):
    export = start_long_export(tmp_path)
    helpers = []
    try:
        wait_for_progress(export)
        helpers = psutil.Process(export.pid).children(recursive=True)
        assert helpers
        export.kill()
        export.wait()
        _, left = psutil.wait_procs(helpers, timeout=60)
        assert left == []
        assert list((tmp_path / "scratch").iterdir()) == []        # the map given to the workers: removed
    finally:
        for helper in helpers:
            with contextlib.suppress(psutil.NoSuchProcess):
                helper.kill()
        end_process_tree(export)


def test_bands_are_asked_of_the_workers_a_few_ahead_of_the_one_written(qapp, tmp_path, monkeypatch):
    """A worker ahead of the export by half the image held half the file in this process."""
    from concurrent.futures import ProcessPoolExecutor

    from hmeditor.core.model import HexMap
    from hmeditor.export import Options, png
    asked, ahead = [], []
    submit = ProcessPoolExecutor.submit
    monkeypatch.setattr(ProcessPoolExecutor, "submit", lambda pool, *a: asked.append(a) or submit(pool, *a))
    monkeypatch.setattr(png, "BAND_BYTES", 3 * 600 * 16)             # bands of 16 rows: many of them
    written = []

    def progress(done, total):
        written.append(done)
        ahead.append(len(asked) - len(written) // 2)                  # worker bands asked for, not yet written
    png.write_png(HexMap(20, 20), str(tmp_path / "m.png"), Options(dpi=25), workers=2, progress=progress)
    assert len(written) > 8 * png.AHEAD and max(ahead) <= png.AHEAD * 2
