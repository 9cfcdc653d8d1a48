# A timestamp argument is read one way by time and datetime (int or float, anything else
# refused as an integer would be); HASH and blake2 objects share their methods.
import datetime, time, hashlib, io, csv
from fractions import Fraction
for v in ("x", Fraction(1, 2), 2**70, float("nan"), 1e30, -1.5, 1.9999999, 0.0000005, 1.0000015, True):
    for f in (datetime.datetime.utcfromtimestamp, datetime.date.fromtimestamp, time.gmtime, time.ctime):
        try:
            print(repr(f(v)))
        except Exception as e:
            print(type(e).__name__, e)
for h in (hashlib.sha256(b"ab"), hashlib.blake2b(b"ab", digest_size=20), hashlib.blake2s(b"ab"), hashlib.md5()):
    c = h.copy()
    c.update(b"cd")
    print(h.name, h.digest_size, h.block_size, h.hexdigest(), c.hexdigest(), len(c.digest()))
    for bad in ("s", 1):
        try:
            h.update(bad)
        except TypeError as e:
            print(e)
s = io.StringIO("a\nbb\nccc\n")
print(s.read(1), s.readline(), s.readlines(1), s.seek(0), s.readlines(), s.truncate(2), s.getvalue())
for bad in ("1", 2**70):
    for f in (s.seek, s.truncate, s.read):
        try:
            f(bad)
        except Exception as e:
            print(type(e).__name__, e)
try:
    csv.reader(1)
except TypeError as e:
    print(e)
try:
    csv.writer(1)
except TypeError as e:
    print(e)
r = csv.DictReader(io.StringIO("a,b\n1,2\n"))
print(r.dialect, list(r))
r = csv.DictReader(io.StringIO("a;b\n1;2\n"), delimiter=";")
print(r.dialect, list(r))
out = io.StringIO()
w = csv.DictWriter(out, ["a", "b"], dialect="excel-tab")
w.writeheader()
w.writerow({"a": 1, "b": 2})
print(repr(out.getvalue()))
