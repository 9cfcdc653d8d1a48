# expect: error NameError
# vars() returns __dict__.
class A:
    pass
print(vars(A()))
