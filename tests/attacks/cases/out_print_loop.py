# expect: ops
# A huge print loop: the output past the cap is truncated, the op limit ends it.
for i in range(10 ** 8):
    print(i)
