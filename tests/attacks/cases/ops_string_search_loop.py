# expect: ops
# Searches of a 10 MB string in a loop: each is charged by the bytes it scans.
a = 'x' * 10**7
while True:
    a.find('y')
    'y' in a
    a.count('y')
