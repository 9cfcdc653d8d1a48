# expect: ops
# A 10 MB string == in a loop (issue 10, found bug 6): the compare is charged by its size.
a = 'x' * 10**7
b = 'x' * 10**7
while True:
    a == b
