# expect: ops | memory MemoryError
# A substitution whose result outgrows the heap cap is refused as it grows.
import re
s = "a" * 1000000
while True:
    s = re.sub("a", "aa", s)
