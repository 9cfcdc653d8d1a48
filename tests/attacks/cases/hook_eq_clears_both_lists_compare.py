# expect: ok
# a == b where each item's __eq__ empties both lists: the comparison walked freed item arrays; it re-reads them now, as CPython.
class A:
    def __eq__(self, o):
        a.clear(); b.clear(); return True
a = [A() for i in range(5)]
b = [A() for i in range(5)]
print(a == b)
