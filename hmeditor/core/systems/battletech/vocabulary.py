"""BattleTech's unit kinds and weapon classes (the FORMAT.md names) and how players call them (in
the language in use: UNIT_LABELS[kind] translates)."""

from ...language import QT_TRANSLATE_NOOP, Words

UNIT_KINDS = ("mech", "protomech", "tracked", "wheeled", "hover", "wige", "vtol", "foot_infantry",
              "jump_infantry", "motorized_infantry", "mechanized_infantry", "battle_armor")
WEAPON_CLASSES = ("ballistic", "energy", "missile", "physical")

UNIT_LABELS = Words("BattleTech", {
    "mech": QT_TRANSLATE_NOOP("BattleTech", "'Mechs"), "protomech": QT_TRANSLATE_NOOP("BattleTech", "ProtoMechs"),
    "tracked": QT_TRANSLATE_NOOP("BattleTech", "tracked vehicles"),
    "wheeled": QT_TRANSLATE_NOOP("BattleTech", "wheeled vehicles"),
    "hover": QT_TRANSLATE_NOOP("BattleTech", "hover vehicles"),
    "wige": QT_TRANSLATE_NOOP("BattleTech", "WiGE vehicles"),
    "vtol": QT_TRANSLATE_NOOP("BattleTech", "VTOLs"), "foot_infantry": QT_TRANSLATE_NOOP("BattleTech", "foot infantry"),
    "jump_infantry": QT_TRANSLATE_NOOP("BattleTech", "jump infantry"),
    "motorized_infantry": QT_TRANSLATE_NOOP("BattleTech", "motorized infantry"),
    "mechanized_infantry": QT_TRANSLATE_NOOP("BattleTech", "mechanized infantry"),
    "battle_armor": QT_TRANSLATE_NOOP("BattleTech", "battle armor"),
})
# Weapon classes as a table row names them.
WEAPON_LABELS = Words("BattleTech", {
    "ballistic": QT_TRANSLATE_NOOP("BattleTech", "Ballistic"), "energy": QT_TRANSLATE_NOOP("BattleTech", "Energy"),
    "missile": QT_TRANSLATE_NOOP("BattleTech", "Missile"), "physical": QT_TRANSLATE_NOOP("BattleTech", "Physical"),
})
# The rules file's unit groups as words for units (figures.WORDED_GROUPS).
GROUP_LABELS = Words("BattleTech", {
    "all": QT_TRANSLATE_NOOP("BattleTech", "all"), "infantry": QT_TRANSLATE_NOOP("BattleTech", "infantry"),
    "conventional_infantry": QT_TRANSLATE_NOOP("BattleTech", "conventional infantry"),
    "legged_infantry": QT_TRANSLATE_NOOP("BattleTech", "legged infantry"),
    "vehicles": QT_TRANSLATE_NOOP("BattleTech", "vehicles"),
})
