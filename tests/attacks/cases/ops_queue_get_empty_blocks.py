# expect: error Empty
# Queue.get() on an empty queue blocks forever in CPython (one thread): raise at once, never hang.
import queue
q = queue.Queue()
q.get()
