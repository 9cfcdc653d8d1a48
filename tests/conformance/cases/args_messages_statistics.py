# The argument binder on statistics' functions: a Python function's words
import statistics

def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

for label, f in [
    ("mean0", lambda: statistics.mean()), ("mean2", lambda: statistics.mean([1], 2)),
    ("mean kw", lambda: statistics.mean(data=[1, 2])), ("mean x", lambda: statistics.mean([1], x=1)),
    ("fmean weights", lambda: statistics.fmean([1, 2], weights=[1, 3])),
    ("fmean3", lambda: statistics.fmean([1], [1], 1)),
    ("geometric_mean0", lambda: statistics.geometric_mean()),
    ("harmonic_mean dup", lambda: statistics.harmonic_mean([1], data=[1])),
    ("median_grouped interval", lambda: statistics.median_grouped([1, 2, 3], interval=2)),
    ("mode2", lambda: statistics.mode([1], 2)), ("multimode0", lambda: statistics.multimode()),
    ("quantiles pos n", lambda: statistics.quantiles([1, 2, 3], 2)),
    ("quantiles n", lambda: statistics.quantiles([1, 2, 3, 4], n=2)),
]:
    t(label, f)
