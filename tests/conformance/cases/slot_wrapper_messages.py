class A: pass
tests = [lambda: [].__len__(1), lambda: (1).__add__(), lambda: [].__len__(a=1), lambda: (1).__format__(),
 lambda: (1).__eq__(), lambda: (3).__add__(4), lambda: (3).__radd__(4), lambda: (3).__rsub__(10), lambda: (1).__neg__(),
 lambda: [1,2].__len__(), lambda: {1:2}.__getitem__(1), lambda: [1].__contains__(1), lambda: iter([5]).__next__(),
 lambda: (0).__bool__(), lambda: (1).__hash__(), lambda: (1).__eq__(1.0), lambda: (2.0).__eq__(2), lambda: (5).__format__('>3'),
 lambda: A().__eq__(1), lambda: A().__hash__() == hash(A), lambda: len.__call__([1]), lambda: (1).__lt__(2, 3), lambda: iter([]).__next__()]
for f in tests:
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
d = {1: 2}; d.__setitem__(3, 4); d.__delitem__(1); print(d)
