# expect: error NameError
# globals() would expose the namespace dict.
print(globals())
