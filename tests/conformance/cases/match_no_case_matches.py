# When no case matches, nothing happens and capture names stay unbound.
x = 5
match x:
    case 1:
        y = "one"
    case 2:
        y = "two"
print("no match, continuing")
try:
    print(y)
except NameError as e:
    print(type(e), e)
