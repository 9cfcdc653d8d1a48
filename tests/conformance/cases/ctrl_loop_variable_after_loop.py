# The loop variable keeps its last value; range loops with no iterations leave it unbound.
for i in range(3):
    pass
print(i)
for ch in "xyz":
    if ch == "y":
        break
print(ch)
try:
    for never in []:
        pass
    print(never)
except NameError as e:
    print(type(e), e)
