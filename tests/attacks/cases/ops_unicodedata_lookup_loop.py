# expect: ok | ops
# lookup() scans the name table: each call is charged, so a loop of them stays bounded.
import unicodedata
for i in range(100000):
    try:
        unicodedata.lookup("NO SUCH CHARACTER %d" % i)
    except KeyError:
        pass
