# User definitions can shadow builtins; deleting restores them.
def len(x):
    return "mine"
print(len([1, 2]))
del len
print(len([1, 2]))
list_ = list
def sum(*a):
    return "custom sum"
print(sum(1, 2), list_("ab"))
