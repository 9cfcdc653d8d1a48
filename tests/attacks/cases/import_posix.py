# expect: error ImportError
# posix is os under another name.
import posix
