# str.join with separators of 0, 1 and more bytes, ASCII and not, over lists, tuples and
# generators; empty and one-item joins (an exact str comes back as itself); wrong items
class S(str):
    pass
words = ["alpha", "", "βeta", "日本", "x", "", "🙂"]
for sep in ("", ",", "é", "日", "--", " | ", "🙂"):
    r = sep.join(words)
    print(repr(r), len(r), r[::-1] == sep[::-1].join(w[::-1] for w in reversed(words)))
    print(repr(sep.join(tuple(words))), repr(sep.join(w.upper() for w in words)))
    print(repr(sep.join([])), repr(sep.join(())), repr(sep.join(["solo"])), repr(sep.join([""])))
a = "same"
print(",".join([a]) is a, "".join((a,)) is a, type(",".join([S("sub")])).__name__)
print(repr(",".join([S("a"), "b", S("c")])), repr(S("+").join(["1", "2"])))
print(",".join(str(i) for i in range(-12, 13)), "".join(map(str, range(5))))
print(len(",".join([str(i) for i in range(10000)])), ",".join(["é"] * 5).count(","))
for bad in (["a", 1], ["a", None, "b"], [b"x"], ("t", 2.5)):
    try:
        ",".join(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    ",".join(5)
except TypeError as e:
    print("TypeError", e)
class NoIter:
    def __iter__(self):
        raise TypeError("mine")
class Boom:
    def __iter__(self):
        yield "a"
        raise TypeError("during")
class Odd:
    def __iter__(self):
        raise ValueError("not a TypeError")
for o in (NoIter(), Boom(), Odd(), None):
    try:
        print(",".join(o))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print("-".join("abc"), "-".join({"k": 1}), "-".join(iter(["p", "q"])))
