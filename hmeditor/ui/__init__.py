"""The desktop editor (QtWidgets)."""
