# Functions without return, bare return, and methods returning None.
def a():
    x = 5
def b():
    return
def c(flag):
    if flag:
        return 1
print(a(), b(), c(True), c(False))
lst = [3, 1, 2]
print(lst.sort(), lst, lst.append(4), lst.reverse(), lst, {}.clear(), [1].extend([2]))
