# expect: ok | ops
# max over a huge range inside a builtin.
print(max(range(10 ** 12)))
