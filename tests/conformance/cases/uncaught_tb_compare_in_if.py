# traceback: full
def pick(limit, value):
    if value < limit:
        return value
    return limit

print(pick(3, 1))
print(pick(3, "x"))
