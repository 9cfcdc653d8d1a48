# expect: output
# A huge print loop hits the output cap long before the op limit.
for i in range(10 ** 8):
    print(i)
