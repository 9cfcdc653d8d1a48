# expect: ops
# A __context__ chain that grows by one each raise (issue 10, found bug 6): each raise walks it.
e = ValueError()
while True:
    try:
        raise e
    except ValueError as h:
        try:
            raise ValueError()
        except ValueError as n:
            e = n
