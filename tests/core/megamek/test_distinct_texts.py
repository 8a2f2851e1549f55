"""The terrain and theme texts of a board's plain hex lines are told apart all at once, by a hash of
their words (io/texts.py); two texts that hash alike are never taken for one: then they are compared
one by one, to the same codes."""

import json
from unittest import mock

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from hmeditor.core.io import texts
from hmeditor.core.io.megamek.lines import PAD
from hmeditor.core.io.texts import distinct_texts

from .test_reading_kept import DIGESTS, GENERATED, read_digest

# Texts much alike: the same bytes in another order, one a prefix of another, a zero byte at the end,
# many bytes wide, longer than a word or than MAX_TEXT.
_TEXTS = st.lists(st.one_of(st.text("ab:;\x00é", min_size=1, max_size=40),
                            st.sampled_from(["woods:1", "woods:1;", "woods:1\x00", "1:sdoow", "a" * 8, "a" * 9]),
                            st.text("ab", min_size=texts.MAX_TEXT - 2, max_size=texts.MAX_TEXT + 2)),
                  min_size=1, max_size=30)


def spans(texts: list[str]) -> tuple[bytes, np.ndarray, np.ndarray]:
    """The texts in quotes one after another, as a board has them, and where each one is."""
    encoded = [text.encode() for text in texts]
    raw = b'"' + b'" "'.join(encoded) + b'"' + bytes(PAD)
    first = np.cumsum([1] + [len(text) + 3 for text in encoded[:-1]])
    return raw, first, first + [len(text) for text in encoded]


def told_apart(texts: list[str]) -> None:
    codes, distinct = distinct_texts(*spans(texts))
    want = [text.encode() for text in texts]
    assert distinct == list(dict.fromkeys(want))           # in order of first appearance
    assert [distinct[code] for code in codes.tolist()] == want


def colliding(length, _read):
    return np.zeros(len(length), np.uint64)


def by_length(length, _read):
    return length.astype(np.uint64)


@settings(max_examples=300, deadline=None)
@given(_TEXTS)
def test_distinct_texts_are_the_texts_told_apart_byte_by_byte(sample):
    told_apart(sample)


@settings(max_examples=100, deadline=None)
@given(_TEXTS, st.sampled_from([colliding, by_length]))
def test_texts_that_hash_alike_are_still_told_apart(sample, hashes):
    with mock.patch.object(texts, "_hashes", hashes):
        told_apart(sample)


def test_a_hash_collision_is_found_between_texts_of_one_length_and_of_two():
    for alike in (["woods:1", "woods:2"], ["ab", "ba", "ab"], ["a", "a\x00"], ["a" * 9, "a" * 17]):
        raw, first, last = spans(alike)
        with mock.patch.object(texts, "_hashes", colliding):
            assert texts._by_hash(raw, first, last - first) is None, alike
        assert texts._by_hash(raw, first, last - first) is not None, alike
        told_apart(alike)


def test_boards_read_as_they_did_when_every_text_hashes_alike():
    """Generated boards mix plain hex lines with lines read one by one."""
    with mock.patch.object(texts, "_hashes", colliding):
        for name in GENERATED:
            assert read_digest(name) == json.loads(DIGESTS.read_text())[name], name
