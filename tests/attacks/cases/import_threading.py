# expect: error ImportError
# threading starts threads.
import threading
