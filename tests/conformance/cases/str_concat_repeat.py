# Concatenation, repetition and comparison.
print("ab" + "cd", "ab" * 3, 3 * "ab", "ab" * 0, "ab" * -2, "" * 100)
print("abc" < "abd", "abc" < "ab", "B" < "a", "é" > "z", "abc" == "abc", "a" != "A", max("apple", "banana"))
try:
    "a" + 1
except TypeError as e:
    print(type(e), e)
try:
    1 + "a"
except TypeError as e:
    print(type(e), e)
try:
    "a" * 2.0
except TypeError as e:
    print(type(e), e)
try:
    "a" < 1
except TypeError as e:
    print(type(e), e)
