# expect: error RuntimeError
# join() with a task never marked done would block forever: raise at once.
import queue
q = queue.Queue()
q.put(1)
q.get()
q.join()
