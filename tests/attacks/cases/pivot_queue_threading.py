# expect: error AttributeError
# A17: queue.py imports threading and time; neither is reachable here.
import queue
print(queue.threading.Thread)
