# expect: ok | ops | memory MemoryError
# NFKD can grow a string 18-fold: the growth is checked against the heap cap first.
import unicodedata
s = unicodedata.normalize("NFKD", "\ufdfa" * 2000000)
