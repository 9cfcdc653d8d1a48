# The argument binder on library functions: C ones in Clinic's words, Python ones in a
# Python function's words
import re
import json
import io
import base64
import copy
import textwrap
import string
import functools
import collections
import itertools

def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

p = re.compile("a")
m = p.match("a")
for label, f in [
    ("p.match0", lambda: p.match()), ("p.match4", lambda: p.match("a", 0, 1, 2)),
    ("p.match kw", lambda: p.match(string="a", pos=0).span()),
    ("p.match x", lambda: p.match("a", x=1)),
    ("p.search dup", lambda: p.search("a", string="a")),
    ("p.findall", lambda: p.findall("aXa", endpos=2)),
    ("m.groups x", lambda: m.groups(x=1)), ("m.groups 2", lambda: m.groups(1, 2)),
    ("m.groupdict kw", lambda: m.groupdict(default=0)),
    ("re.match0", lambda: re.match()), ("re.match x", lambda: re.match("a", "a", x=1)),
    ("re.sub 1", lambda: re.sub("a")), ("re.split 5", lambda: re.split(1, 2, 3, 4, 5)),
    ("re.escape kw", lambda: re.escape(pattern="a.b")),
    ("raw_decode0", lambda: json.JSONDecoder().raw_decode()),
    ("raw_decode ok", lambda: json.JSONDecoder().raw_decode('[1] x')),
    ("StringIO.read x", lambda: io.StringIO("ab").read(x=1)),
    ("StringIO.read 2", lambda: io.StringIO("ab").read(1, 2)),
    ("StringIO.read ok", lambda: io.StringIO("abc").read(size=2)),
    ("b64encode x", lambda: base64.b64encode(b"a", x=1)),
    ("b64encode0", lambda: base64.b64encode()),
    ("copy2", lambda: copy.copy(1, 2)), ("deepcopy0", lambda: copy.deepcopy()),
    ("dedent0", lambda: textwrap.dedent()), ("capwords x", lambda: string.capwords("a", x=1)),
    ("wraps0", lambda: functools.wraps()), ("cmp_to_key0", lambda: functools.cmp_to_key()),
    ("most_common x", lambda: collections.Counter("aab").most_common(x=1)),
    ("namedtuple1", lambda: collections.namedtuple("P")),
    ("deque x", lambda: collections.deque(x=1)),
    ("count x", lambda: itertools.count(x=1)), ("repeat0", lambda: itertools.repeat()),
]:
    t(label, f)
