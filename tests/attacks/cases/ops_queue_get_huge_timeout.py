# expect: error Empty
# A huge timeout must not make get() sleep: nothing can fill the queue meanwhile.
import queue
queue.Queue().get(timeout=10 ** 9)
