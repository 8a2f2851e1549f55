"""BattleTech's unit kinds and weapon classes (the FORMAT.md names) and how players call them."""

UNIT_KINDS = ("mech", "protomech", "tracked", "wheeled", "hover", "wige", "vtol", "foot_infantry",
              "jump_infantry", "motorized_infantry", "mechanized_infantry", "battle_armor")
WEAPON_CLASSES = ("ballistic", "energy", "missile", "physical")

UNIT_LABELS = {
    "mech": "'Mechs", "protomech": "ProtoMechs", "tracked": "tracked vehicles", "wheeled": "wheeled vehicles",
    "hover": "hover vehicles", "wige": "WiGE vehicles", "vtol": "VTOLs", "foot_infantry": "foot infantry",
    "jump_infantry": "jump infantry", "motorized_infantry": "motorized infantry",
    "mechanized_infantry": "mechanized infantry", "battle_armor": "battle armor",
}
