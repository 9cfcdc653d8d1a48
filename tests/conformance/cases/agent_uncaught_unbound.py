def pick(flag):
    if flag:
        value = 1
    return value
print(pick(True))
print(pick(False))
