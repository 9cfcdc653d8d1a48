# expect: output
# One 10 MB print.
print("x" * 10 ** 7)
