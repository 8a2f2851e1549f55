"""Drawing with QtGui only (no widgets): the one painter for the screen, PDF, SVG and PNG."""
