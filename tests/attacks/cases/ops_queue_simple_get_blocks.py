# expect: error Empty
# SimpleQueue.get() on an empty queue: raise at once, never hang.
import queue
queue.SimpleQueue().get()
