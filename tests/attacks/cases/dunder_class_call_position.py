# expect: error AttributeError
# A04: a dunder in call position skipped smolagents' attribute check: (1).__class__('7').
print((1).__class__("7"))
