# expect: error NameError
# A12/A13: smolagents exposed its operation counter and print log as variables.
_operations_count["counter"] = -(10 ** 12)
