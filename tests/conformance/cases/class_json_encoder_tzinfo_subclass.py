import json
import datetime
from datetime import tzinfo, timedelta, timezone


class SetEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        if isinstance(o, datetime.date):
            return o.isoformat()
        return super().default(o)


print(json.dumps({"a": {3, 1, 2}, "d": datetime.date(2024, 5, 1)}, cls=SetEncoder))
print(json.dumps([{1}, [frozenset([2])]], cls=SetEncoder, indent=2, sort_keys=True))
print(SetEncoder().encode({"x": {5}}), SetEncoder(separators=(",", ":")).encode({"y": [{1}]}))

try:
    json.dumps({"a": object}, cls=SetEncoder)
except TypeError as e:
    print(e)


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


class PointEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {"x": o.x, "y": o.y}
        return json.JSONEncoder.default(self, o)


print(json.dumps([Point(1, 2), Point(3, 4)], cls=PointEncoder))
enc = PointEncoder(indent=1)
print(enc.encode({"p": Point(0, 0)}), isinstance(enc, json.JSONEncoder))


class Decoder(json.JSONDecoder):
    pass


print(json.loads('{"a": [1, 2]}', cls=Decoder), Decoder().decode("[true, null]"))


class Fixed(tzinfo):
    def __init__(self, hours, name):
        self.offset = timedelta(hours=hours)
        self.name = name

    def utcoffset(self, dt):
        return self.offset

    def tzname(self, dt):
        return self.name

    def dst(self, dt):
        return timedelta(0)

    def __repr__(self):
        return f"Fixed({self.name})"


cet = Fixed(1, "CET")
d = datetime.datetime(2024, 1, 15, 12, 30, tzinfo=cet)
print(d, repr(d), d.utcoffset(), d.tzname(), d.dst(), d.isoformat())
print(d.astimezone(timezone.utc), d.strftime("%H:%M %Z %z"), d.timestamp())
print(d.astimezone(Fixed(-5, "EST")), d == d.astimezone(timezone.utc))
print(datetime.datetime(2024, 1, 15, 11, 30, tzinfo=timezone.utc) - d)
print(datetime.time(8, 0, tzinfo=cet).utcoffset(), d.replace(tzinfo=None))
print(isinstance(cet, tzinfo), d.tzinfo is cet)


class NoOffset(tzinfo):
    pass


try:
    datetime.datetime(2024, 1, 1, tzinfo=NoOffset()).utcoffset()
except NotImplementedError as e:
    print("NotImplementedError", e)


class UTCish(tzinfo):
    def utcoffset(self, dt):
        return timedelta(0)

    def tzname(self, dt):
        return "UTC"

    def dst(self, dt):
        return None


print(datetime.datetime(2000, 1, 1, tzinfo=UTCish()).isoformat())
try:
    datetime.datetime.fromtimestamp(0, UTCish())
except ValueError as e:
    print("ValueError", e)
