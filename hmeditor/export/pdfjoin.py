"""Lays the pages of a PDF that Qt wrote on its first page, leaving that page alone in the document.

A large single page is drawn in parts, each on a page of its own (Qt's PDF writer holds a page's
drawing in memory until the page ends). An incremental update (PDF 1.7, 7.5.6) appended to the
file then adds one page whose contents are the pages' content streams in order, each between q
and Q (a page's stream leaves its coordinate change behind), and whose resources are theirs
together (Qt names every resource after its object, so names never clash), and makes it the only
page. The content streams are neither read nor copied: memory stays that of one part."""

from __future__ import annotations

import os
from io import BytesIO

import pypdf
from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, NameObject, NumberObject

TAIL = 1024          # bytes at the end of a file holding its startxref


def join_pages(fd: int) -> None:
    """Append the update to the PDF open (readable and writable) as `fd`."""
    with os.fdopen(os.dup(fd), "rb") as file:
        reader = pypdf.PdfReader(file)
        tree_ref = reader.trailer["/Root"].raw_get("/Pages")
        tree = tree_ref.get_object()
        pages = [kid.get_object() for kid in tree["/Kids"]]
        size = int(reader.trailer["/Size"])
        save, restore, page = (IndirectObject(size + i, 0, reader) for i in range(3))
        contents = ArrayObject()
        for p in pages:
            contents += [save, p.raw_get("/Contents"), restore]
        joined = DictionaryObject({NameObject("/Type"): NameObject("/Page"), NameObject("/Parent"): tree_ref,
                                   NameObject("/Contents"): contents,
                                   NameObject("/Resources"): _merged([p["/Resources"] for p in pages])})
        for box in ("/MediaBox", "/TrimBox"):
            if box in pages[0]:
                joined[NameObject(box)] = pages[0].raw_get(box)
        tree = DictionaryObject(tree)
        tree[NameObject("/Kids")] = ArrayObject([page])
        tree[NameObject("/Count")] = NumberObject(1)
        trailer = DictionaryObject({NameObject(k): reader.trailer.raw_get(k) for k in ("/Root", "/Info", "/ID")
                                    if k in reader.trailer})
        trailer[NameObject("/Size")] = NumberObject(size + 3)
        trailer[NameObject("/Prev")] = NumberObject(_startxref(fd))
        update = _update(os.lseek(fd, 0, os.SEEK_END), {
            tree_ref.idnum: tree, save.idnum: b"<< /Length 2 >>\nstream\nq\n\nendstream",
            restore.idnum: b"<< /Length 2 >>\nstream\nQ\n\nendstream", page.idnum: joined}, trailer)
    _write_all(fd, update)


def _merged(resources: list[DictionaryObject]) -> DictionaryObject:
    """The pages' resource dictionaries as one: each kind's names together."""
    merged = DictionaryObject()
    for page in resources:
        for kind, names in page.items():
            names = names.get_object()
            if not isinstance(names, DictionaryObject):
                merged[kind] = names
                continue
            into = merged.setdefault(kind, DictionaryObject())
            for name, value in names.items():
                if name in into and into.raw_get(name) != value:
                    raise ValueError(f"the PDF's pages name two resources {kind}{name}")
                into[name] = value
    return merged


def _update(start: int, objects: dict, trailer: DictionaryObject) -> bytes:
    """The update: `objects` ({number: object or its bytes}), their cross-reference section and the
    trailer, written from file offset `start`."""
    out, offsets = BytesIO(), {}
    for number in sorted(objects):
        offsets[number] = start + out.tell()
        out.write(b"%d 0 obj\n" % number)
        value = objects[number]
        if isinstance(value, bytes):
            out.write(value)
        else:
            value.write_to_stream(out)
        out.write(b"\nendobj\n")
    xref = start + out.tell()
    out.write(b"xref\n")
    numbers = sorted(offsets)
    while numbers:
        run = next((i for i in range(1, len(numbers)) if numbers[i] != numbers[0] + i), len(numbers))
        out.write(b"%d %d\n" % (numbers[0], run))
        out.writelines(b"%010d 00000 n \n" % offsets[n] for n in numbers[:run])
        numbers = numbers[run:]
    out.write(b"trailer\n")
    trailer.write_to_stream(out)
    out.write(b"\nstartxref\n%d\n%%%%EOF\n" % xref)
    return out.getvalue()


def _startxref(fd: int) -> int:
    """Where the file's last cross-reference section starts."""
    end = os.lseek(fd, 0, os.SEEK_END)
    os.lseek(fd, max(0, end - TAIL), os.SEEK_SET)
    tail = os.read(fd, TAIL)
    return int(tail[tail.rindex(b"startxref") + len(b"startxref"):].split()[0])


def _write_all(fd: int, data: bytes) -> None:
    os.lseek(fd, 0, os.SEEK_END)
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
