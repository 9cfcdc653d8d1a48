# expect: error ImportError
# Private C modules.
import _posixsubprocess
