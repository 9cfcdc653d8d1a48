# The argument binder on methods of library types, declared in their method tables
import base64
import csv
import datetime
import functools
import hashlib
import io
import json
import textwrap
import collections

def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

d = datetime.date(2000, 1, 2)
dt = datetime.datetime(2000, 1, 2, 3, 4)
w = csv.DictWriter(io.StringIO(), ["a"])
lru = functools.lru_cache(None)(len)
for label, f in [
    ("standard_b64encode0", lambda: base64.standard_b64encode()),
    ("urlsafe_b64decode2", lambda: base64.urlsafe_b64decode(b"", b"")),
    ("encodebytes kw", lambda: base64.encodebytes(s=b"ab")),
    ("date.toordinal1", lambda: d.toordinal(1)), ("date.weekday kw", lambda: d.weekday(x=1)),
    ("date.isoformat1", lambda: d.isoformat(1)), ("date.ctime ok", lambda: d.ctime()),
    ("dt.timestamp1", lambda: dt.timestamp(1)), ("dt.date1", lambda: dt.date(1)),
    ("strptime1", lambda: datetime.datetime.strptime("1")),
    ("strptime kw", lambda: datetime.datetime.strptime("1", format="%d")),
    ("fromtimestamp0", lambda: datetime.date.fromtimestamp()),
    ("total_seconds1", lambda: datetime.timedelta(1).total_seconds(1)),
    ("utc.fromutc0", lambda: datetime.timezone.utc.fromutc()),
    ("writerow0", lambda: w.writerow()), ("writerows2", lambda: w.writerows(1, 2)),
    ("writeheader1", lambda: w.writeheader(1)),
    ("cache_info1", lambda: lru.cache_info(1)), ("cache_clear kw", lambda: lru.cache_clear(x=1)),
    ("sha.update0", lambda: hashlib.sha256().update()), ("sha.digest1", lambda: hashlib.sha256().digest(1)),
    ("sha.hexdigest kw", lambda: hashlib.sha256().hexdigest(x=1)),
    ("encode0", lambda: json.JSONEncoder().encode()), ("default2", lambda: json.JSONEncoder().default(1, 2)),
    ("wrap0", lambda: textwrap.TextWrapper().wrap()), ("fill kw", lambda: textwrap.TextWrapper().fill(text="a b")),
    ("dd.copy1", lambda: collections.defaultdict().copy(1)),
    ("dd.fromkeys0", lambda: collections.defaultdict.fromkeys()),
]:
    t(label, f)
