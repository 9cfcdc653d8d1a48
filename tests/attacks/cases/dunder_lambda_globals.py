# expect: error AttributeError
# __globals__ through a lambda.
print((lambda: 0).__globals__)
