# An indentation error: nothing runs.
print("never printed")
if True:
print("bad")
