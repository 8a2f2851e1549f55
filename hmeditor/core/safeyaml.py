"""The safe YAML loader every file of ours goes through (maps and rules files): libyaml's where
PyYAML has it, with the limits plain YAML lacks, so that a few hundred bytes cannot ask for
gigabytes or crash the reader:

- aliases may repeat at most MAX_REPEATED values in a document (a "billion laughs" file is refused
  before anything is built from it), and never the value they are part of;
- a whole number has at most MAX_DIGITS digits (Python refuses to convert more than 4,300);
- `190:20:30` is text, as YAML 1.2 and every other reader have it, not YAML 1.1's base-60 number.

What is refused raises `Refused`, a MarkedYAMLError whose `problem` is the message and whose
`problem_mark` the place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import yaml

MAX_REPEATED = 10_000     # values aliases may repeat in one document (a rules file has about 3,000)
MAX_DIGITS = 100          # digits of a whole number: no count or size of ours has more than a few

if TYPE_CHECKING:       # libyaml's loader takes the same calls as the pure-Python one the checker knows
    _Base = yaml.SafeLoader
else:
    _Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class Refused(yaml.MarkedYAMLError):
    """YAML that parses but that we do not build: too many values repeated by aliases, a number too long."""

    def __init__(self, problem: str, mark):
        super().__init__(None, None, problem, mark)


class SafeLoader(_Base):
    """The safe loader with the limits above."""

    def __init__(self, stream):
        super().__init__(stream)
        self.aliased = not isinstance(stream, str) or "*" in stream     # no '*', no alias: nothing to count

    def construct_document(self, node):
        if self.aliased:
            check_aliases(node)
        return super().construct_document(node)

    def construct_yaml_int(self, node):
        text = self.construct_scalar(node)
        if ":" in text:                 # YAML 1.1's base 60
            return text
        if sum(c not in "+-_" for c in text) > MAX_DIGITS:
            raise Refused(f"a number of more than {MAX_DIGITS} digits", node.start_mark)
        return super().construct_yaml_int(node)

    def construct_yaml_float(self, node):
        text = self.construct_scalar(node)
        return text if ":" in text else super().construct_yaml_float(node)


SafeLoader.add_constructor("tag:yaml.org,2002:int", SafeLoader.construct_yaml_int)
SafeLoader.add_constructor("tag:yaml.org,2002:float", SafeLoader.construct_yaml_float)


def check_aliases(root: yaml.Node | None) -> None:
    """Refuse (Refused) a document whose aliases repeat more than MAX_REPEATED values in all, or
    stand inside the value they name. An alias is the node it names met again: each list's and
    mapping's size (its values, aliases in it expanded) is worked out once, depth first, without
    expanding. (An alias of a single value repeats one value: no more than the file's size.)"""
    size: dict[int, int] = {}
    repeated, ancestors = 0, set()
    stack = [(root, False)] if isinstance(root, _COLLECTIONS) else []
    while stack:
        node, finished = stack.pop()
        key = id(node)
        if finished:
            ancestors.discard(key)
            children = _children(node)
            size[key] = 1 + len(children) + sum(size[id(c)] - 1 for c in children if isinstance(c, _COLLECTIONS))
        elif key in size:
            repeated += size[key]
            if repeated > MAX_REPEATED:
                raise Refused(f"aliases repeat more than {MAX_REPEATED:,} values (the value anchored on this "
                              "line among them)", node.start_mark)
        elif key in ancestors:
            raise Refused("an alias stands inside the value it names (anchored on this line)", node.start_mark)
        else:
            ancestors.add(key)
            stack.append((node, True))
            stack.extend((child, False) for child in _children(node) if isinstance(child, _COLLECTIONS))


_COLLECTIONS = (yaml.MappingNode, yaml.SequenceNode)


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return node.value
