"""What every game system's calculators share: breakdown items and numbers (`answer`), exact dice
(`dice`), hexes and paths given by id (`hexes`), cheapest paths of at most N steps over a per-hex
cost grid (`paths`), hexes as shapely polygons in table units against circles (`geometry`). The
formulas live in core/systems/<id>."""
