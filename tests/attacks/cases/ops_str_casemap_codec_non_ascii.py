# expect: ops
# Case mapping, normalization and non-UTF-8 codecs go a code point at a time: charged
# by size beyond the result's allocation.
import unicodedata
s = 'é' * 10 ** 6
while True:
    s.swapcase()
    unicodedata.normalize('NFD', s)
    s.encode('utf-16')
