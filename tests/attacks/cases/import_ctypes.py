# expect: error ImportError
# A19: ctypes calls libc directly.
import ctypes
ctypes.CDLL(None).system(b"id")
