# bytes and bytearray side by side: every shared method, the mutators, formatting, errors.
for T in (bytes, bytearray):
    b = T(b"  Hello, World! hello  ")
    print(T, b.strip(), b.lstrip(), b.rstrip(), b.strip(b" Hd"), b.split(), b.split(None, 1), b.rsplit(None, 1))
    print(b.split(b"l"), b.rsplit(b"l", 2), b.split(b"l", 1), b.count(b"l"), b.count(b"l", 5, 12), b.count(108))
    print(b.find(b"o"), b.rfind(b"o"), b.find(b"o", 6), b.find(111, 10, 20), b.index(b"W"), b.rindex(b"l"))
    print(b.replace(b"l", b"L"), b.replace(b"l", b"", 2), b.replace(b"", b"-")[:12], b.upper(), b.lower(), b.swapcase(), b.title(), b.capitalize())
    print(b.partition(b","), b.rpartition(b"l"), b.partition(b"zz"), b.rpartition(b"zz"))
    print(b.startswith(b"  H"), b.endswith((b"x", b"  ")), b.startswith(b"H", 2), b.endswith(b"o", 0, 19))
    print(T(b"abc").center(9, b"-"), T(b"abc").center(8), T(b"ab").ljust(5, b"."), T(b"ab").rjust(5), T(b"-42").zfill(6), T(b"+7").zfill(4))
    print(T(b"a\tb\n\tc").expandtabs(4), T(b"x\r\ny\nz\r").splitlines(), T(b"x\r\ny\nz\r").splitlines(True))
    print(T(b"abc").isalpha(), T(b"ab1").isalnum(), T(b"12").isdigit(), T(b" \t").isspace(), T(b"Ab Cd").istitle(), T(b"ab").islower(), T(b"AB1").isupper(), T(b"\x80").isascii(), T(b"").isalpha())
    print(T(b"prefix-x").removeprefix(b"prefix-"), T(b"x.py").removesuffix(b".py"), T(b",").join([b"a", bytearray(b"b"), b"c"]))
    print(T(b"abc") + b"de", T(b"ab") * 3, 2 * T(b"xy"), T(b"%s=%d %05.1f %x %r") % (b"k", 42, 3.14159, 255, b"q"))
    print(T(b"\x00\xff").hex(), T(b"abcdef").hex("-"), T(b"abcdef").hex(":", 2), T(b"abcdef").hex(":", -2), T.fromhex("de ad BE EF"))
    print(T(b"abc") == b"abc", T(b"abc") < b"abd", b"abc" == T(b"abc"), T(b"a") in [b"a"], 98 in T(b"abc"), b"bc" in T(b"abcd"))
    print(list(T(b"hi")), T(b"hello")[1], T(b"hello")[-1], T(b"hello")[1:4], T(b"hello")[::-1], T(b"hello")[::2])
    print(T(3), T([65, 66]), T(range(3)), T("héllo", "utf-8"), T("abc", encoding="ascii"), T(b"xyz"), T(bytearray(b"q")))
    for bad in (lambda: T([300]), lambda: T("x"), lambda: T(-1), lambda: T(b"a").join([1]), lambda: T(b"a").center(5, b"ab"), lambda: T(b"abc").index(b"z"), lambda: T(b"a")[5], lambda: T.fromhex("zz"), lambda: T(1.5)):
        try:
            print(bad())
        except (ValueError, TypeError, IndexError) as e:
            print(type(e), e)
ba = bytearray(b"hello world")
ba[0] = 72
ba[-1] = ord("D")
ba[1:5] = b"EY"
print(ba)
ba[::2] = b"xxxxx"
print(ba)
del ba[::3]
print(ba)
del ba[0]
ba.append(33)
ba.extend([1, 2])
ba.extend(b"ab")
ba.insert(0, 64)
ba.insert(-1, 35)
ba.insert(100, 36)
print(ba, ba.pop(), ba.pop(0), len(ba))
ba.remove(ord("x"))
ba += b"!!"
print(ba)
ba *= 2
print(ba, ba.copy() == ba, ba.copy() is ba)
ba.reverse()
print(ba)
ba.clear()
print(ba, len(ba), bool(ba))
for bad in (lambda: ba.pop(), lambda: bytearray(b"a").remove(5), lambda: bytearray(b"a").append(256), lambda: hash(bytearray()), lambda: bytearray(b"ab").reverse()):
    try:
        print(bad())
    except (ValueError, TypeError, IndexError) as e:
        print(type(e), e)
x = bytearray(b"abc")
x[1:2] = [1, 2, 3]
print(x, bytearray(b"a") + bytearray(b"b"), bytes(bytearray(b"z")), repr(bytearray(b"'\"")), str(bytearray(b"ab")))
x = bytearray(b"ab")
try:
    x[::2] = b"xyz"
except ValueError as e:
    print(e)
print(repr(bytearray(b"\x27")), repr(bytearray(b"\x27\x22")), repr(bytearray(b"\x22")))
