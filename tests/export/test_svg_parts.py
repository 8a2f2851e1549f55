"""An SVG band's document is cut into the head written once and the body written per band; the
definitions a band's generator made (gradients, patterns) go into its body with ids of its own.
A band comes as the QByteArray Qt wrote (tens of megabytes, cut where it lies) or as bytes."""

import pytest
from PySide6.QtCore import QByteArray

from hmeditor.export.svg import _parts

HEAD = (b'<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<svg width="10mm" height="10mm">\n'
        b'<title>m\xc3\xa4p</title>\n')
AS = [bytes, QByteArray]


@pytest.mark.parametrize("kind", AS)
def test_a_band_without_definitions_is_its_drawing(kind):
    document = HEAD + b'<defs>\n</defs>\n<g fill="none">\n<path d="M0 0"/>\n<g fill="red">\n</g>\n</g>\n</svg>\n'
    head, body = _parts(kind(document), 3)
    assert head == HEAD + b'<defs>\n</defs>\n<g fill="none">'
    assert bytes(body) == b'\n<path d="M0 0"/>\n<g fill="red">\n</g>\n'


@pytest.mark.parametrize("kind", AS)
def test_a_band_definitions_move_into_its_body_with_ids_of_its_own(kind):
    document = (HEAD + b'<defs>\n<linearGradient id="grad1"/>\n</defs>\n<g fill="none">\n'
                b'<rect fill="url(#grad1)"/>\n<rect id="grad10"/>\n</g>\n</svg>\n')
    head, body = _parts(kind(document), 7)
    assert head == HEAD + b'<defs>\n</defs>\n<g fill="none">'
    assert bytes(body) == (b'<defs>\n<linearGradient id="b7-grad1"/>\n</defs>\n'
                           b'\n<rect fill="url(#b7-grad1)"/>\n<rect id="grad10"/>\n')
