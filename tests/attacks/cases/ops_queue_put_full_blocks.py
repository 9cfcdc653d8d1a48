# expect: error Full
# put() on a full bounded queue would block forever: raise at once, never hang.
import queue
q = queue.Queue(maxsize=1)
q.put(1)
q.put(2)
