# expect: error ImportError
# runpy runs modules as scripts.
import runpy
