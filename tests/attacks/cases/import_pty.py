# expect: error ImportError
# pty spawns shells.
import pty
