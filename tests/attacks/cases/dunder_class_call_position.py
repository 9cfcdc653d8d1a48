# expect: ok
# A04: a dunder in call position goes through the same guard; __class__ is an object's
# own type (issue 11), so (1).__class__('7') is int('7').
print((1).__class__("7"))
