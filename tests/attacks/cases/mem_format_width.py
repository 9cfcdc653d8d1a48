# expect: memory MemoryError
# A format width of 10**10.
s = "{:>10000000000}".format(1)
