"""The words of the shipped generator.yaml in the language in use: each preset's name and description,
each setting's label, help and choices. The texts are marked here for the translators' file (lupdate
reads only the code); a test holds them to the file."""

from __future__ import annotations

from ..language import QT_TRANSLATE_NOOP, translate

# A setting's label, by its name (as `--set NAME=VALUE` gives it).
LABELS = {
    "hills": QT_TRANSLATE_NOOP("Generator", "Hills"),
    "hill_size": QT_TRANSLATE_NOOP("Generator", "Hill size"),
    "height_min": QT_TRANSLATE_NOOP("Generator", "Height min"),
    "height_max": QT_TRANSLATE_NOOP("Generator", "Height max"),
    "cliffs": QT_TRANSLATE_NOOP("Generator", "Cliffs"),
    "half_levels": QT_TRANSLATE_NOOP("Generator", "Half levels"),
    "craters": QT_TRANSLATE_NOOP("Generator", "Craters"),
    "lakes": QT_TRANSLATE_NOOP("Generator", "Lakes"),
    "lake_depth": QT_TRANSLATE_NOOP("Generator", "Lake depth"),
    "rivers": QT_TRANSLATE_NOOP("Generator", "Rivers"),
    "river_width": QT_TRANSLATE_NOOP("Generator", "River width"),
    "river_depth": QT_TRANSLATE_NOOP("Generator", "River depth"),
    "rapids": QT_TRANSLATE_NOOP("Generator", "Rapids"),
    "ice": QT_TRANSLATE_NOOP("Generator", "Ice"),
    "woods": QT_TRANSLATE_NOOP("Generator", "Woods"),
    "jungle": QT_TRANSLATE_NOOP("Generator", "Jungle"),
    "density": QT_TRANSLATE_NOOP("Generator", "Density"),
    "ultra": QT_TRANSLATE_NOOP("Generator", "Ultra"),
    "rough": QT_TRANSLATE_NOOP("Generator", "Rough"),
    "rubble": QT_TRANSLATE_NOOP("Generator", "Rubble"),
    "sand": QT_TRANSLATE_NOOP("Generator", "Sand"),
    "tundra": QT_TRANSLATE_NOOP("Generator", "Tundra"),
    "fields": QT_TRANSLATE_NOOP("Generator", "Fields"),
    "swamp": QT_TRANSLATE_NOOP("Generator", "Swamp"),
    "mud": QT_TRANSLATE_NOOP("Generator", "Mud"),
    "snow": QT_TRANSLATE_NOOP("Generator", "Snow"),
    "deep_snow": QT_TRANSLATE_NOOP("Generator", "Deep snow"),
    "magma": QT_TRANSLATE_NOOP("Generator", "Magma"),
    "lava": QT_TRANSLATE_NOOP("Generator", "Lava"),
    "vents": QT_TRANSLATE_NOOP("Generator", "Vents"),
    "roads": QT_TRANSLATE_NOOP("Generator", "Roads"),
    "road_kind": QT_TRANSLATE_NOOP("Generator", "Road kind"),
    "city": QT_TRANSLATE_NOOP("Generator", "City"),
    "block": QT_TRANSLATE_NOOP("Generator", "Block"),
    "building_type": QT_TRANSLATE_NOOP("Generator", "Building type"),
    "buildings": QT_TRANSLATE_NOOP("Generator", "Buildings"),
    "building_height_min": QT_TRANSLATE_NOOP("Generator", "Building height min"),
    "building_height_max": QT_TRANSLATE_NOOP("Generator", "Building height max"),
    "building_cf": QT_TRANSLATE_NOOP("Generator", "Building CF"),
    "industrial": QT_TRANSLATE_NOOP("Generator", "Industrial"),
    "gravel_piles": QT_TRANSLATE_NOOP("Generator", "Gravel piles"),
    "gravel_height": QT_TRANSLATE_NOOP("Generator", "Gravel height"),
    "random_conditions": QT_TRANSLATE_NOOP("Generator", "Random conditions"),
}
# A preset's name in words, by its name (as `--preset NAME` gives it).
NAMES = {
    "open": QT_TRANSLATE_NOOP("Generator", "open"),
    "hills": QT_TRANSLATE_NOOP("Generator", "hills"),
    "woods": QT_TRANSLATE_NOOP("Generator", "woods"),
    "jungle": QT_TRANSLATE_NOOP("Generator", "jungle"),
    "river": QT_TRANSLATE_NOOP("Generator", "river"),
    "lakes": QT_TRANSLATE_NOOP("Generator", "lakes"),
    "city": QT_TRANSLATE_NOOP("Generator", "city"),
    "swamp": QT_TRANSLATE_NOOP("Generator", "swamp"),
    "arctic": QT_TRANSLATE_NOOP("Generator", "arctic"),
    "desert": QT_TRANSLATE_NOOP("Generator", "desert"),
    "volcanic": QT_TRANSLATE_NOOP("Generator", "volcanic"),
    "industrial": QT_TRANSLATE_NOOP("Generator", "industrial"),
    "gravel": QT_TRANSLATE_NOOP("Generator", "gravel"),
    "lunar": QT_TRANSLATE_NOOP("Generator", "lunar"),
}
# Each setting's help, each preset's description, each choice in words.
TEXTS = (
    QT_TRANSLATE_NOOP("Generator", "share of the map raised into hills"),
    QT_TRANSLATE_NOOP("Generator", "typical width of a hill, in hexes"),
    QT_TRANSLATE_NOOP("Generator", "level of the lowland and of every water surface"),
    QT_TRANSLATE_NOOP("Generator", "level of the highest hilltops"),
    QT_TRANSLATE_NOOP("Generator", "share of hill slopes that fall 2 or 3 levels at once"),
    QT_TRANSLATE_NOOP("Generator", "share of hill-foot hexes raised half a level"),
    QT_TRANSLATE_NOOP("Generator", "craters per sheet"),
    QT_TRANSLATE_NOOP("Generator", "share of the map under lakes"),
    QT_TRANSLATE_NOOP("Generator", "depth of the deepest lake water"),
    QT_TRANSLATE_NOOP("Generator", "rivers per sheet width, each from edge to edge"),
    QT_TRANSLATE_NOOP("Generator", "hexes across a river"),
    QT_TRANSLATE_NOOP("Generator", "depth of river water (0: shallow)"),
    QT_TRANSLATE_NOOP("Generator", "share of river hexes with rapids (where 1 deep or more)"),
    QT_TRANSLATE_NOOP("Generator", "share of the water frozen over"),
    QT_TRANSLATE_NOOP("Generator", "share of the land under woods"),
    QT_TRANSLATE_NOOP("Generator", "share of the land under jungle"),
    QT_TRANSLATE_NOOP("Generator", "share of woods and jungle that is heavy"),
    QT_TRANSLATE_NOOP("Generator", "share of heavy woods, jungle and rough that is ultra"),
    QT_TRANSLATE_NOOP("Generator", "share of the land that is rough"),
    QT_TRANSLATE_NOOP("Generator", "share of the land that is rubble"),
    QT_TRANSLATE_NOOP("Generator", "share of the land that is sand"),
    QT_TRANSLATE_NOOP("Generator", "share of the land that is tundra"),
    QT_TRANSLATE_NOOP("Generator", "share of the land under planted fields"),
    QT_TRANSLATE_NOOP("Generator", "share of the low land by the water that is swamp"),
    QT_TRANSLATE_NOOP("Generator", "share of the open land that is mud"),
    QT_TRANSLATE_NOOP("Generator", "share of the land under snow"),
    QT_TRANSLATE_NOOP("Generator", "share of the snow that is deep"),
    QT_TRANSLATE_NOOP("Generator", "share of the land that is magma, most of it up the hills"),
    QT_TRANSLATE_NOOP("Generator", "share of the magma that is liquid (the rest is crust)"),
    QT_TRANSLATE_NOOP("Generator", "magma vents per sheet"),
    QT_TRANSLATE_NOOP("Generator", "roads per sheet width, each joining two map edges"),
    QT_TRANSLATE_NOOP("Generator", "what the roads are"),
    QT_TRANSLATE_NOOP("Generator", "share of the map built up as a city"),
    QT_TRANSLATE_NOOP("Generator", "hexes across a city block between streets"),
    QT_TRANSLATE_NOOP("Generator", "type of the buildings (mixed: a type per block)"),
    QT_TRANSLATE_NOOP("Generator", "share of each city block that is built on"),
    QT_TRANSLATE_NOOP("Generator", "fewest levels of a building"),
    QT_TRANSLATE_NOOP("Generator", "most levels of a building"),
    QT_TRANSLATE_NOOP("Generator", "construction factor of every building (0: by its type)"),
    QT_TRANSLATE_NOOP("Generator", "share of the open ground within 3 hexes of a building that is heavy industrial"),
    QT_TRANSLATE_NOOP("Generator", "gravel piles per sheet"),
    QT_TRANSLATE_NOOP("Generator", "height of the highest gravel piles"),
    QT_TRANSLATE_NOOP("Generator", "roll the conditions a preset does not fix, as Roll random conditions in the "
                                   "editor does"),
    QT_TRANSLATE_NOOP("Generator", "Open ground: low rolling hills, a little woods and rough, a road"),
    QT_TRANSLATE_NOOP("Generator", "Hills up to level 6 with cliffs, woods on the slopes, a road through the valleys"),
    QT_TRANSLATE_NOOP("Generator", "Forest: light, heavy and ultra-heavy woods with clearings and a dirt road"),
    QT_TRANSLATE_NOOP("Generator", "Jungle: dense light to ultra-heavy jungle, swamp and mud by a river"),
    QT_TRANSLATE_NOOP("Generator", "A river valley: a wide river with rapids, bridged roads, woods on the banks"),
    QT_TRANSLATE_NOOP("Generator", "Lake country: lakes up to 3 deep, marsh at their shores, light woods"),
    QT_TRANSLATE_NOOP("Generator", "A city: street grid of paved roads, blocks of buildings 1 to 5 levels high"),
    QT_TRANSLATE_NOOP("Generator", "Swamp: low wet ground, swamp and mud, shallow pools, light woods"),
    QT_TRANSLATE_NOOP("Generator", "Arctic: deep and thin snow, frozen lakes, tundra, rough hills"),
    QT_TRANSLATE_NOOP("Generator", "Desert: sand, rough and rocky hills, no water"),
    QT_TRANSLATE_NOOP("Generator", "Volcanic: steep hills with magma crust and lava flows, vents, rough and rubble"),
    QT_TRANSLATE_NOOP("Generator", "Heavy industry: factory blocks with heavy industrial zones as high as the "
                                   "buildings near them"),
    QT_TRANSLATE_NOOP("Generator", "A quarry: gravel piles up to 4 high on their slopes, rough and rubble, a "
                                   "gravel road"),
    QT_TRANSLATE_NOOP("Generator", "Lunar: craters, rough and ultra-rough ground in vacuum and low gravity"),
    QT_TRANSLATE_NOOP("Generator", "road"),
    QT_TRANSLATE_NOOP("Generator", "dirt road"),
    QT_TRANSLATE_NOOP("Generator", "gravel road"),
    QT_TRANSLATE_NOOP("Generator", "light"),
    QT_TRANSLATE_NOOP("Generator", "medium"),
    QT_TRANSLATE_NOOP("Generator", "heavy"),
    QT_TRANSLATE_NOOP("Generator", "hardened"),
    QT_TRANSLATE_NOOP("Generator", "mixed"),
)


def words(text: str) -> str:
    """A text of the shipped generator.yaml (a help, a description) in the language in use."""
    return translate("Generator", text)


def label(setting: str) -> str:
    return words(LABELS[setting])


def preset_name(preset: str) -> str:
    return words(NAMES[preset])


def choice_words(choice: str) -> str:
    """A choice ("dirt_road") in words ("dirt road")."""
    return words(choice.replace("_", " "))
