# if/elif/else chains.
def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n % 2 == 0:
        if n > 100:
            return "big even"
        return "even"
    else:
        return "odd"
print([classify(n) for n in (-3, 0, 4, 7, 200)])
x = 5
if x:
    pass
if not x:
    print("never")
elif x > 3: print("one-line elif")
else: print("never")
