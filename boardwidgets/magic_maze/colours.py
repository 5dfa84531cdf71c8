"""The colours of the Magic Maze board: table, floor, walls, heroes, the lit spaces, the panel."""

TEXT = "#222"
TABLE = "#cfd8dc"
TABLE_TEXT = "#263238"
FLOOR = "#f6f0e1"
GRID = "rgba(120, 100, 60, 0.30)"      # faint: a decoration, not a wall
TILE_EDGE = "#4e342e"
WALL = "#3e2723"
ORANGE_WALL = "#b34700"
PASSAGE = "#f6f0e1"
HERO = {"orange": "#f28c18", "yellow": "#f6c90e", "purple": "#8e44ad", "green": "#2e9e4f"}
TINT = {"orange": "#fbd4a2", "yellow": "#fbeea0", "purple": "#dcc6ea", "green": "#bfe6c9"}
DARK = {"orange": "#8f4700", "yellow": "#7a6000", "purple": "#4e2063", "green": "#175c2c"}
LETTER = {"orange": "O", "yellow": "Y", "purple": "P", "green": "G"}
LETTER_INK = {"orange": "#222", "yellow": "#222", "purple": "white", "green": "white"}
SAND_COLOUR, SAND_EDGE = "#c9a25a", "#5d4037"
ESCALATOR = "#9a7b6f"
REACH = {"move": "rgba(46, 160, 67, 0.38)", "vortex": "rgba(142, 68, 173, 0.30)",
         "escalator": "rgba(25, 118, 210, 0.30)"}
REACH_MARK = {"move": "#1b5e20", "vortex": "#4a148c", "escalator": "#0d47a1"}
DISCARD_FILL = {"may-go": "rgba(255, 179, 0, 0.22)", "picked": "rgba(216, 27, 96, 0.25)",
                "partner": "rgba(46, 160, 67, 0.35)"}
DISCARD_MARK = {"may-go": "#b26a00", "picked": "#ad1457", "partner": "#1b5e20"}
CRYSTAL_FILL, CRYSTAL_MARK = "rgba(3, 169, 244, 0.30)", "#01579b"
SELECT = "#1565c0"
EXPLORE_RING = "#e0a800"
HINT_COLOUR = "#d81b60"
OUT_OF_ORDER = "#8e0000"
PAWN_RED = "#d32f2f"
TALK_OK, TALK_NO, WON, LOST = "#2e7d32", "#b71c1c", "#1b5e20", "#7f0000"
BUTTON, BUTTON_TEXT = "#1565c0", "white"
