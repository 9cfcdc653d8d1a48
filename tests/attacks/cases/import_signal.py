# expect: error ImportError
# signal installs handlers.
import signal
