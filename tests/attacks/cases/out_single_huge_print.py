# expect: ok
# One 10 MB print. Its middle is truncated, as smolagents does.
print("x" * 10 ** 7)
