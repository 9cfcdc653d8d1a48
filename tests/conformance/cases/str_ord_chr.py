# ord and chr round trips and errors.
print(ord("a"), ord("é"), ord("✓"), ord("🎉"), chr(97), chr(233), chr(0x1F389), chr(0), repr(chr(10)))
print([chr(c) for c in range(65, 71)], "".join(chr(ord(c) + 1) for c in "HAL"))
for bad in (-1, 0x110000):
    try:
        chr(bad)
    except ValueError as e:
        print(type(e), e)
try:
    ord("ab")
except TypeError as e:
    print(type(e), e)
try:
    ord("")
except TypeError as e:
    print(type(e), e)
