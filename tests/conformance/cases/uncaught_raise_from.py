# An uncaught chained exception; the last line is the outer one.
try:
    int("abc")
except ValueError as e:
    raise RuntimeError("could not parse config") from e
