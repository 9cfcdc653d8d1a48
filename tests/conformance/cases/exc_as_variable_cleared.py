# The name bound by 'except ... as' is deleted after the block.
try:
    raise ValueError("v")
except ValueError as err:
    msg = str(err)
print(msg)
try:
    print(err)
except NameError as e:
    print(type(e), e)
