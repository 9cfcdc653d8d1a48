"""Tagged JSON: Python values <-> JSON, in smolagents' SafeSerializer shapes.

Plain JSON values pass through. Other values become {"__type__": T, ...}:
tuple, set, frozenset and dicts with non-str keys carry "data"; bytes carry
base64 "data"; complex carries "real" and "imag"; datetime, date, time and
Decimal carry their text in "data"; timedelta carries "total_seconds". Never
pickle: what cannot be expressed raises TypeError on the way in, and arrives
as its repr text on the way out ("repr").
"""
import base64
import datetime
import decimal

__all__ = ["to_json_safe", "from_json_safe"]


def to_json_safe(value):
    t = type(value)
    if value is None or t in (str, int, float, bool):
        return value
    if t is list:
        return [to_json_safe(v) for v in value]
    if t is dict:
        if all(type(k) is str for k in value):
            return {k: to_json_safe(v) for k, v in value.items()}
        return {"__type__": "dict_with_complex_keys",
                "data": [[to_json_safe(k), to_json_safe(v)] for k, v in value.items()]}
    if t in (tuple, set, frozenset):
        return {"__type__": t.__name__, "data": [to_json_safe(v) for v in value]}
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
    raise TypeError("cannot send a %s to the jail as tagged JSON" % t.__name__)


_SEQUENCES = {"tuple": tuple, "set": set, "frozenset": frozenset}


def from_json_safe(value):
    if isinstance(value, list):
        return [from_json_safe(v) for v in value]
    if not isinstance(value, dict):
        return value
    kind = value.get("__type__")
    if kind is None:
        return {k: from_json_safe(v) for k, v in value.items()}
    data = value.get("data", value.get("value"))
    if kind in _SEQUENCES:
        items = [from_json_safe(v) for v in data or []]
        try:
            return _SEQUENCES[kind](items)
        except TypeError:  # unhashable members: keep them, as a list
            return items
    if kind == "dict_with_complex_keys":
        out = {}
        for k, v in data or []:
            k = from_json_safe(k)
            out[tuple(k) if isinstance(k, list) else k] = from_json_safe(v)
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
    if kind == "int":
        return int(data)
    if kind == "float":
        return float(data)
    # "repr" and anything newer: the text is the best we have.
    return data
