"""What every game system's calculators share: breakdown items and numbers (`answer`), exact dice
(`dice`), hexes and paths given by id (`hexes`), hexes as shapely polygons in table units against
circles (`geometry`). The formulas live in core/systems/<id>."""
