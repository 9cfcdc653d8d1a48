# expect: error NameError
# input is not provided: there is no stdin to read.
x = input("? ")
