# expect: error AttributeError
# __dir__ lists every attribute, dunders included.
print((1).__dir__())
