"""Tagged JSON: Python values <-> JSON, in smolagents' SafeSerializer shapes.

Plain JSON values pass through. Other values become {"__type__": T, ...}:
tuple, set, frozenset and dicts with non-str keys carry "data"; bytes carry
base64 "data"; complex carries "real" and "imag"; datetime, date, time and
Decimal carry their text in "data"; timedelta carries "total_seconds". An int
outside 64 bits is {"__type__": "int", "value": "<decimal digits>"} and inf,
-inf and nan are {"__type__": "float", "value": "inf"}: JSON has no literal
for them that every reader takes (docs/server.md). Never pickle: any other
value crosses as an opaque handle ({"__type__": "handle", "id", "repr"}) when
a Handles table is given (the jail sees its repr; the same handle coming back
is the original object), else raises TypeError on the way in. An instance of
a class the snippet defined arrives as a JailObject ("object": its class name,
repr, str and instance attributes); any other jail value with no JSON form
arrives as its repr text ("repr").
"""
import base64
import datetime
import decimal
import itertools
import math
import threading

__all__ = ["to_json_safe", "from_json_safe", "Handles", "JailObject"]

_INT64 = range(-2**63, 2**63)


class JailObject:
    """An object of a class the snippet defined, as the host gets it where
    LocalPythonExecutor would hand over the object itself: it prints as the jail
    printed it (repr, str), names its class (class_name), and its instance
    attributes read as attributes (obj.x), converted by the same rules. It holds
    data only: the class's methods stay in the jail. Two are equal when their
    class names, reprs and attributes are."""

    __slots__ = ("class_name", "attrs", "_repr", "_str")

    def __init__(self, class_name, repr_text, str_text, attrs):
        self.class_name = class_name
        self.attrs = attrs
        self._repr = repr_text
        self._str = str_text

    def __getattr__(self, name):
        try:
            return self.attrs[name]
        except KeyError:
            raise AttributeError(f"{self.class_name!r} object has no attribute {name!r}") from None

    def __repr__(self):
        return self._repr

    def __str__(self):
        return self._str

    def __eq__(self, other):
        if not isinstance(other, JailObject):
            return NotImplemented
        return (self.class_name, self._repr, self.attrs) == (other.class_name, other._repr, other.attrs)

    __hash__ = None


class Handles:
    """Host objects with no JSON form that were sent to a jail, by handle id.
    The objects stay alive here for as long as the table does (one client)."""

    def __init__(self):
        self._by_id, self._ids = {}, {}
        self._next = itertools.count(1)
        self._lock = threading.Lock()

    def put(self, value):
        with self._lock:
            hid = self._ids.get(id(value))
            if hid is None or self._by_id[hid] is not value:
                hid = "h%d" % next(self._next)
                self._by_id[hid], self._ids[id(value)] = value, hid
            return hid

    def get(self, hid):
        return self._by_id[hid]

    def __contains__(self, hid):
        return hid in self._by_id


def to_json_safe(value, handles=None):
    t = type(value)
    if value is None or t in (str, bool):
        return value
    if t is int:
        return value if value in _INT64 else {"__type__": "int", "value": str(value)}
    if t is float:
        return value if math.isfinite(value) else {"__type__": "float", "value": repr(value)}
    if t is list:
        return [to_json_safe(v, handles) for v in value]
    if t is dict:
        if all(type(k) is str for k in value):
            return {k: to_json_safe(v, handles) for k, v in value.items()}
        return {"__type__": "dict_with_complex_keys",
                "data": [[to_json_safe(k, handles), to_json_safe(v, handles)]
                         for k, v in value.items()]}
    if t in (tuple, set, frozenset):
        return {"__type__": t.__name__, "data": [to_json_safe(v, handles) for v in value]}
    if t is bytes:
        return {"__type__": "bytes", "data": base64.b64encode(value).decode("ascii")}
    if t is complex:
        return {"__type__": "complex", "real": value.real, "imag": value.imag}
    if t in (datetime.datetime, datetime.date, datetime.time):
        return {"__type__": t.__name__, "data": value.isoformat()}
    if t is datetime.timedelta:
        return {"__type__": "timedelta", "total_seconds": value.total_seconds()}
    if t is decimal.Decimal:
        return {"__type__": "Decimal", "data": str(value)}
    if handles is not None:
        try:
            text = repr(value)
        except Exception:
            text = "<%s object>" % t.__name__
        return {"__type__": "handle", "id": handles.put(value), "repr": text}
    raise TypeError("cannot send a %s to the jail as tagged JSON" % t.__name__)


_SEQUENCES = {"tuple": tuple, "set": set, "frozenset": frozenset}


def from_json_safe(value, handles=None):
    if isinstance(value, list):
        return [from_json_safe(v, handles) for v in value]
    if not isinstance(value, dict):
        return value
    kind = value.get("__type__")
    if kind is None:
        return {k: from_json_safe(v, handles) for k, v in value.items()}
    if kind == "handle":
        hid = value.get("id")
        if handles is not None and hid in handles:
            return handles.get(hid)
        return value.get("repr")
    if kind == "object":
        attrs = value.get("attrs") or {}
        return JailObject(value.get("class", "object"), value.get("repr", ""),
                          value.get("str", value.get("repr", "")),
                          {k: from_json_safe(v, handles) for k, v in attrs.items()})
    data = value.get("data", value.get("value"))
    if kind in _SEQUENCES:
        items = [from_json_safe(v, handles) for v in data or []]
        try:
            return _SEQUENCES[kind](items)
        except TypeError:  # unhashable members: keep them, as a list
            return items
    if kind == "dict_with_complex_keys":
        out = {}
        for k, v in data or []:
            k = from_json_safe(k, handles)
            out[tuple(k) if isinstance(k, list) else k] = from_json_safe(v, handles)
        return out
    if kind == "bytes":
        return base64.b64decode(data)
    if kind == "complex":
        return complex(value.get("real", 0.0), value.get("imag", 0.0))
    if kind in ("datetime", "date", "time"):
        return getattr(datetime, kind).fromisoformat(data)
    if kind == "timedelta":
        return datetime.timedelta(seconds=value["total_seconds"])
    if kind == "Decimal":
        return decimal.Decimal(data)
    if kind == "ndarray":  # from the command runtime: numpy's array when numpy is here
        items = from_json_safe(data, handles)
        try:
            import numpy
            return numpy.array(items, dtype=value.get("dtype"))
        except Exception:
            return items
    if kind == "int":
        return int(data)
    if kind == "float":
        return float(data)  # "inf", "-inf", "nan"
    # "repr" and anything newer: the text is the best we have.
    return data
