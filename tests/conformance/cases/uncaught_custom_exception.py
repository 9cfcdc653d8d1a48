# An uncaught user-defined exception.
class QuotaExceeded(Exception):
    pass
def spend(n):
    if n > 3:
        raise QuotaExceeded(f"quota exceeded: {n} > 3")
    return n
print(spend(1))
print(spend(5))
