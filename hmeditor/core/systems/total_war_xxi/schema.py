"""Total War XXI's rules as read from its data file (total-war-xxi.yaml): weapons, the hit table,
survival, infantry speeds, cover per terrain and the other settings, each with its source."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...language import QT_TRANSLATE_NOOP, Words, translate
from ...rules import Row, Setting

CALIBRES = ("pistol", "rifle", "blast")              # survival rows; small arms have the first two
INFANTRY_CLASSES = ("light_infantry", "heavy_infantry")
TARGET_KINDS = ("infantry", "vehicle", "helicopter")
# The shipped rules file's weapon labels, in the language in use by shipped_words (Russian: the seed's
# own names); a weapon a rules file of one's own adds keeps its label.
SHIPPED_WEAPONS = (
    QT_TRANSLATE_NOOP("TotalWarXXI", "Pistol"), QT_TRANSLATE_NOOP("TotalWarXXI", "Submachine gun"),
    QT_TRANSLATE_NOOP("TotalWarXXI", "Rifle"), QT_TRANSLATE_NOOP("TotalWarXXI", "Assault rifle"),
    QT_TRANSLATE_NOOP("TotalWarXXI", "Machine gun"), QT_TRANSLATE_NOOP("TotalWarXXI", "RPG"),
    QT_TRANSLATE_NOOP("TotalWarXXI", "MANPADS"), QT_TRANSLATE_NOOP("TotalWarXXI", "Grenade"),
    QT_TRANSLATE_NOOP("TotalWarXXI", "Flamethrower"), QT_TRANSLATE_NOOP("TotalWarXXI", "Air-to-surface module"),
    QT_TRANSLATE_NOOP("TotalWarXXI", "Air-to-air module"), QT_TRANSLATE_NOOP("TotalWarXXI", "Bomb"),
    QT_TRANSLATE_NOOP("TotalWarXXI", "Ship gun НО"), QT_TRANSLATE_NOOP("TotalWarXXI", "Ship gun ВО"),
    QT_TRANSLATE_NOOP("TotalWarXXI", "Torpedo"),
)


SHIPPED_INFANTRY = (QT_TRANSLATE_NOOP("TotalWarXXI", "Light infantry"),
                    QT_TRANSLATE_NOOP("TotalWarXXI", "Heavy infantry"))


def shipped_words(label: str) -> str:
    """A weapon's or an infantry class's label in the language in use."""
    return translate("TotalWarXXI", label)


# What is shot at, as a shot's words name it ("the vehicle dodges").
TARGET_WORDS = Words("TotalWarXXI", {
    "infantry": QT_TRANSLATE_NOOP("TotalWarXXI", "infantry"), "vehicle": QT_TRANSLATE_NOOP("TotalWarXXI", "vehicle"),
    "helicopter": QT_TRANSLATE_NOOP("TotalWarXXI", "helicopter")})
AIR_KINDS = ("helicopter",)                          # air targets; the others are ground targets

# The rules file's numbers bounded closer than every number (rules.reader.BOUNDS): a distance of 0
# divides, and one beyond a table (100 m) is a slip.
BOUNDS = {
    "distance_cm": (0.01, 10_000),
    "count": (0, 1_000),                # shots, damage, penetration, slots, levels, ...
}


@dataclass(frozen=True)
class Penetration:
    """A weapon's penetration: `kind` "number" (the seed's formula), "infinite" (∞) or "die" (M+n:
    D6 + `value` against ship side armour)."""

    kind: str
    value: int = 0

    @property
    def text(self) -> str:
        return {"number": str(self.value), "infinite": "inf", "die": f"M+{self.value}"}[self.kind]


@dataclass(frozen=True)
class Weapon(Row):
    id: str = ""
    label: str = ""
    seed_name: str = ""
    group: str = ""
    type: str | None = None                 # light / heavy (heavy makes infantry heavy)
    targets: str | None = None              # ground / air; None: the seed does not say
    range_cm: float | None = None           # None: the seed gives no range
    rate_of_fire: int | None = None
    calibre: str | None = None              # pistol / rifle (small arms)
    damage: int | str | None = None
    penetration: Penetration | None = None  # None: cannot harm armour
    he_radius_cm: float | None = None
    scatter_cm: float | None = None
    manoeuvre: int | None = None            # a guided weapon's bonus to its manoeuvre die
    shots: int | None = None
    against: tuple[str, ...] | None = None  # the target kinds it harms; None: as `targets` says

    @property
    def guided(self) -> bool:
        return self.manoeuvre is not None

    def harms(self, kind: str) -> bool:
        """Whether it may fire at a target of this kind (TARGET_KINDS)."""
        if self.against is not None:
            return kind in self.against
        return self.targets is None or (self.targets == "air") == (kind in AIR_KINDS)


@dataclass(frozen=True)
class CoverRow(Row):
    name: str = ""
    cover: Fraction = Fraction(0)


@dataclass(frozen=True)
class HitStep:
    cover: Fraction     # a target hidden by at most this much ...
    on: int             # ... is hit on this or more


@dataclass(frozen=True)
class TwRules:
    path: str
    title: str
    sources: dict[str, str]
    settings: dict[str, Setting]            # "scale.cm_per_hex", "penetration.infinite", ... (section.key)
    hit_table: tuple[HitStep, ...]
    weapons: dict[str, Weapon]
    terrain_cover: dict[str, CoverRow]      # base terrain name (and "default") -> row
    modification_cover: dict[str, CoverRow]
    notes: dict[str, Setting]               # the seed's defects and the choices made

    def setting(self, key: str):
        return self.settings[key].value

    def base_cover(self, name: str) -> CoverRow:
        return self.terrain_cover.get(name) or self.terrain_cover["default"]
