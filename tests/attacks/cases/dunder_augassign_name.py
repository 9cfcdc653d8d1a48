# expect: error AttributeError
# A14: AugAssign reads the target before writing it (smolagents skipped the check there).
class A:
    pass
A.__name__ += "x"
