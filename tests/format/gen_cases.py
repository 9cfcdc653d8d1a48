"""Writes tests/format/cases.txt: what CPython 3.11 prints for format(), repr(), %,
float(str) and round(), over a seeded random corpus plus the edge cases that matter.

Run with Debian's /usr/bin/python3 (3.11) from the repo root:
    /usr/bin/python3 tests/format/gen_cases.py > tests/format/cases.txt
For a longer soak, scale the random parts and pick another seed, then point the unit tests
at the result:
    /usr/bin/python3 tests/format/gen_cases.py 50 7 > /tmp/cases.txt
    WARDEN_FORMAT_CASES=/tmp/cases.txt build/tests/unit-tests --filter 'format_corpus/*'

One case a line, fields separated by tabs. Text fields escape backslash, tab, newline and
other control characters (\\\\ \\t \\n \\xHH) and are otherwise UTF-8. Floats are written
with float.hex() ('inf', '-inf', 'nan', '-nan' for the specials), ints in decimal.
A result is '=' and the text, or '!' and 'ExceptionName: message'.

    R   float               repr(x)
    F   float spec          format(x, spec)
    I   int spec            format(n, spec)
    S   str spec            format(s, spec)
    C   re im spec          format(complex(re, im), spec)
    CR  re im               repr(complex(re, im))
    PF  conv float          ('%' + conv) % x, conv being the text after the '%'
    PI  conv int            ('%' + conv) % n
    PS  conv str            ('%' + conv) % s
    P   str                 repr(float(s))
    RN  float ndigits       repr(round(x, ndigits))
"""

import math
import random
import struct
import sys

assert sys.version_info[:2] == (3, 11), "the oracle is CPython 3.11"

SCALE = int(sys.argv[1]) if len(sys.argv) > 1 else 1
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 20240611)
out = []


def esc(s):
    res = []
    for ch in s:
        o = ord(ch)
        if ch == "\\":
            res.append("\\\\")
        elif ch == "\t":
            res.append("\\t")
        elif ch == "\n":
            res.append("\\n")
        elif o < 0x20 or o == 0x7F:
            res.append("\\x%02x" % o)
        elif 0xD800 <= o < 0xE000:
            raise ValueError("surrogates cannot be written as UTF-8")
        else:
            res.append(ch)
    return "".join(res)


def fhex(x):
    if math.isnan(x):
        return "-nan" if math.copysign(1, x) < 0 else "nan"
    return float.hex(x)


def result(fn):
    try:
        return "=" + esc(fn())
    except (ValueError, OverflowError) as e:
        return esc("!%s: %s" % (type(e).__name__, e))


def emit(*fields):
    out.append("\t".join(fields))


# ---- values ----

def bits_to_float(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def random_double():
    """Random bit patterns, but also decimals people write and results of arithmetic."""
    kind = rng.random()
    if kind < 0.35:
        while True:
            x = bits_to_float(rng.getrandbits(64))
            if math.isfinite(x):
                return x
    if kind < 0.45:
        return bits_to_float(rng.getrandbits(52) | (rng.randrange(0, 3) << 52))  # subnormal-ish
    if kind < 0.75:
        digits = rng.randrange(1, 18)
        mant = rng.randrange(10 ** (digits - 1), 10 ** digits)
        x = float("%de%d" % (mant, rng.randrange(-25, 25) - digits))
        return -x if rng.random() < 0.3 else x
    if kind < 0.9:
        a = rng.uniform(-1000, 1000)
        b = rng.choice([3, 7, 10, 0.1, 1e-5, 1e5, 1e15, 1e-300])
        return a / b if rng.random() < 0.5 else a * b
    return float(rng.randrange(-10 ** 6, 10 ** 6)) / rng.choice([1, 2, 4, 8, 1000, 1024])


SPECIAL_FLOATS = [0.0, -0.0, math.inf, -math.inf, math.nan, -math.nan, 1.0, -1.0, 0.5, 1.5,
                  2.5, -2.5, 0.125, 0.375, 2.675, 1e16, 1e15, 1e17, 9999999999999998.0,
                  1e-4, 1e-5, 0.0001, 0.00001, 9.999e-5, 123456789012345.0, 1.2345678901234568e16,
                  0.1, 0.2, 0.3, 0.1 + 0.2, 1 / 3, 2 / 3, 100.0, 1e22, 1e23, 5e-324, 2.2250738585072014e-308,
                  2.225073858507201e-308, 1.7976931348623157e308, 9.5, 99.5, 0.05, 0.15, 0.25, 0.35,
                  1234.5, 12345678.9, 1e100, 1e-100, 4.35, 0.045, 1e300, 123.456, 999.9999, 9.9999e15,
                  float(2 ** 53), float(2 ** 53 + 2), float(2 ** 63), 0.000123, -1e-10, 6.02214076e23]


def float_pool():
    pool = list(SPECIAL_FLOATS)
    for e in range(-25, 26):
        p = 10.0 ** e
        pool += [p, math.nextafter(p, 0), math.nextafter(p, math.inf), 5 * p, 9.5 * p]
    for _ in range(400 * SCALE):
        pool.append(random_double())
    return pool


FLOATS = float_pool()

# ---- specs ----

FILLS = ["", "", "", "*", "0", "→", " ", "x", "é", "😀", "<", "{", "_"]


def random_spec(types, allow_garbage=True):
    if allow_garbage and rng.random() < 0.04:
        alphabet = "<>=^+- z#0123456789,_.eEfFgGn%bcdoxXs→*q"
        return "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 7)))
    s = ""
    if rng.random() < 0.4:
        align = rng.choice("<>^=")
        fill = rng.choice(FILLS)
        s += fill + align
    if rng.random() < 0.3:
        s += rng.choice("+- ")
    if rng.random() < 0.1:
        s += "z"
    if rng.random() < 0.2:
        s += "#"
    if rng.random() < 0.2:
        s += "0"
    if rng.random() < 0.5:
        s += str(rng.choice([0, 1, 2, 5, 8, 10, 12, 15, 20, 25, 30]))
    if rng.random() < 0.25:
        s += rng.choice(",_")
    if rng.random() < 0.5:
        s += "." + str(rng.choice(list(range(0, 21)) + [25, 30, 50]))
    s += rng.choice(types)
    return s


FLOAT_TYPES = ["", "", "e", "E", "f", "F", "g", "G", "n", "%"]
INT_TYPES = ["", "", "b", "c", "d", "d", "o", "x", "X", "n", "e", "f", "g", "%"]

# ---- repr ----

for x in FLOATS:
    emit("R", fhex(x), esc(repr(x)))
for _ in range(1300 * SCALE):
    x = random_double()
    emit("R", fhex(x), esc(repr(x)))

# ---- format(float) ----

for x in FLOATS[:100]:
    for t in ["", "e", "f", "g", "%", "E", "G", "F", "n"]:
        for p in ["", ".0", ".1", ".3", ".10", ".17", ".20"]:
            if rng.random() < 0.3:
                spec = p + t
                emit("F", fhex(x), esc(spec), result(lambda: format(x, spec)))
for _ in range(3300 * SCALE):
    x = rng.choice(FLOATS)
    spec = random_spec(FLOAT_TYPES)
    emit("F", fhex(x), esc(spec), result(lambda: format(x, spec)))
for spec in [".30f", ".60f", ".100e", ".400g", "#.400g", ".1100f", ".1200e", ".800g", "#.30g", ".25", "#.25"]:
    for x in [0.1, 1e-300, 5e-324, 1.7976931348623157e308, 2 / 3, -0.0]:
        emit("F", fhex(x), esc(spec), result(lambda: format(x, spec)))

# ---- format(int) ----

def random_int():
    kind = rng.random()
    if kind < 0.4:
        n = rng.randrange(-1000, 1000)
    elif kind < 0.7:
        n = rng.randrange(-2 ** 64, 2 ** 64)
    elif kind < 0.8:
        n = rng.choice([0, 1, -1, 2 ** 31, 2 ** 63 - 1, -2 ** 63, 2 ** 64, 0x10FFFF, 0x110000, 2 ** 53 + 1,
                        2 ** 1024, 2 ** 1024 - 2 ** 970, 2 ** 1024 - 2 ** 970 - 1, 10 ** 120, -10 ** 100])
    else:
        n = rng.randrange(-10 ** 40, 10 ** 40)
    return n


for _ in range(2400 * SCALE):
    n = random_int()
    spec = random_spec(INT_TYPES)
    if spec.endswith("c") and rng.random() < 0.8:
        n = rng.choice([65, 0x2192, 0x1F600, 0, 10, 127, 0x10FFFF, 0xE9])
    emit("I", str(n), esc(spec), result(lambda: format(n, spec)))
for n in [0, 1, -1, 7, -7, 255, -255, 1234, -1234, 123456789, -987654321, 2 ** 70, -2 ** 70, 10 ** 30 + 7]:
    for t in ["", "b", "o", "x", "X", "d", "n", "e", "f", "g", "%"]:
        for flags in ["", "#", "+", " ", "_", ",", "#_", "012", "0=15_", "*^20", "-#030_", "z", ".2"]:
            spec = flags + t
            if rng.random() < 0.2:
                emit("I", str(n), esc(spec), result(lambda: format(n, spec)))

# ---- format(str) ----

STRINGS = ["", "a", "abc", "hello world", "日本語", "é", "naïve café", "😀x", "tab\there", "a\nb",
           "\x00z", "→→", "0123456789"]
for _ in range(1200 * SCALE):
    s = rng.choice(STRINGS)
    spec = random_spec(["", "", "", "s", "s", "d", "r"])
    emit("S", esc(s), esc(spec), result(lambda: format(s, spec)))

# ---- complex ----

COMPLEX_PARTS = [0.0, -0.0, 1.0, -1.0, 2.5, 1e16, 1e-5, 1234.5678, -1e300, math.inf, -math.inf,
                 math.nan, 1 / 3, 123.0, 12.0]
for _ in range(1000 * SCALE):
    re = rng.choice(COMPLEX_PARTS) if rng.random() < 0.7 else random_double()
    im = rng.choice(COMPLEX_PARTS) if rng.random() < 0.7 else random_double()
    spec = random_spec(["", "", "e", "E", "f", "F", "g", "G", "n", "%", "d"])
    emit("C", fhex(re), fhex(im), esc(spec), result(lambda: format(complex(re, im), spec)))
for re in COMPLEX_PARTS:
    for im in COMPLEX_PARTS:
        emit("CR", fhex(re), fhex(im), esc(repr(complex(re, im))))
for _ in range(100 * SCALE):
    re, im = random_double(), random_double()
    emit("CR", fhex(re), fhex(im), esc(repr(complex(re, im))))

# ---- % formatting ----

def random_conv(conversions):
    s = ""
    for flag in "-+ #0":
        if rng.random() < 0.15:
            s += flag
    if rng.random() < 0.5:
        s += str(rng.choice([1, 3, 5, 8, 10, 15, 20]))
    if rng.random() < 0.5:
        s += "." + rng.choice(["", "0", "1", "2", "3", "5", "10", "17", "30"])
    return s + rng.choice(conversions)


for _ in range(1600 * SCALE):
    x = rng.choice(FLOATS)
    conv = random_conv("eEfFgG")
    emit("PF", esc(conv), fhex(x), result(lambda: ("%" + conv) % x))
for _ in range(1000 * SCALE):
    n = random_int()
    conv = random_conv("diuoxXc")
    if conv.endswith("c") and rng.random() < 0.8:
        n = rng.choice([65, 0x2192, 0x1F600, 0, 0x10FFFF, -1, 0x110000])
    emit("PI", esc(conv), str(n), result(lambda: ("%" + conv) % n))
for _ in range(400 * SCALE):
    s = rng.choice(STRINGS)
    conv = random_conv("srac")
    if conv.endswith("c"):
        s = rng.choice(["A", "→", "😀", "é"])
    if conv.endswith("r") or conv.endswith("a"):
        conv = conv[:-1] + "s"  # the caller makes the text; the layout is %s's
    emit("PS", esc(conv), esc(s), result(lambda: ("%" + conv) % s))

# ---- float(str) ----

PARSE = ["1", "1.5", " 1.5 ", "\t-2e3\n", "1_000", "1__0", "_1", "1_", "1_.5", "1._5", "1e_5", "1e1_0",
         "in_f", "+inf", "-nAn", "iNfInItY", " nan ", "nan(1)", "0x10", "1e", "1e+", ".e5", ".", "e5",
         ".5", "5.", "5.e3", "\xa01", "\u20281", "\x851", "\u30001.5", "١٢", "１２.５", "٣_٣", "1\x00", " ",
         "", "+", "-", "-.5", "+.5e-3", "1E5", "infinit", "1e99999999999999999999999", "1e-99999999999",
         "-0", "0_0", "1.7976931348623157e308", "1.7976931348623159e308", "4.9e-324", "2e-324",
         "2.4703282292062328e-324", "0.1e1_0", "1_0.0_1", "1 0", "++1", "+-1", "1e+-1", "\x1c1", "inf inity",
         "infinityy", "-infinity", "NaN", "nan0", "1.2.3", "1e5.5", "١.٥e٣", "\u200b1", "9" * 400,
         "0." + "0" * 400 + "1", "1" + "_1" * 50, "−1", "1j", "1,5", "0b1", "1d5", "١e", "0" * 30 + "1"]
for s in PARSE:
    emit("P", esc(s), result(lambda: repr(float(s))))
for _ in range(300 * SCALE):
    x = random_double()
    s = repr(x)
    if rng.random() < 0.3:
        s = "%.25e" % x
    if rng.random() < 0.2:
        s = " " + s.upper() + "  "
    emit("P", esc(s), result(lambda: repr(float(s))))

# ---- round ----

for _ in range(1200 * SCALE):
    x = random_double() if rng.random() < 0.6 else rng.choice(FLOATS)
    n = rng.choice(list(range(-12, 25)) + [-400, -309, -308, -307, 300, 308, 322, 323, 324, 400])
    emit("RN", fhex(x), str(n), result(lambda: repr(round(x, n))))
for i in range(400 * SCALE):
    x = rng.randrange(0, 10 ** 6) / 1000 + 0.0005  # near-halfway decimals
    n = rng.choice([0, 1, 2, 3, -1, -2])
    emit("RN", fhex(x), str(n), result(lambda: repr(round(x, n))))
for x in [2.675, 0.5, 1.5, 2.5, -0.5, 1234.5, 50.0, 150.0, 250.0, -40.0, 5e-324, 1e300,
          1.7976931348623157e308, 0.285, 1.005, 5.0, 15.0, 25.0, 0.0, -0.0, math.inf, math.nan]:
    for n in [0, 1, 2, -1, -2, -3, -308, -309, 323, 324]:
        emit("RN", fhex(x), str(n), result(lambda: repr(round(x, n))))

sys.stdout.write("\n".join(out) + "\n")
