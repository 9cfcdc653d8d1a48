# expect: error ImportError
# multiprocessing forks.
import multiprocessing
