# expect: ops
# Work done inside a builtin fed by a generator is counted.
print(sum(x for x in range(10 ** 12)))
