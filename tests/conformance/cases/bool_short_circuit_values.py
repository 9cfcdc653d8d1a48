# and/or return the deciding operand, not a bool.
print(1 and 2, 0 and 2, 1 or 2, 0 or 2, None or "x", "" or 0 or [], [] and 1, "a" and "b" and "c")
print(0 or None, None and 1, not (0 or 0.0), (1, 2) or 3, {} or {"a": 1})
calls = []
def t(x):
    calls.append(x)
    return x
print(t(0) and t(1), t(1) or t(2), t(0) or t(0) or t(3), t(4) and t(5) and t(0) and t(6))
print(calls)
