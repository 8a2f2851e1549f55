"""The Qt-free core: hex grid, map model, edits, rules, reality check, calculators, file formats."""
