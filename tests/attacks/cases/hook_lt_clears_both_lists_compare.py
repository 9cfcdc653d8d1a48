# expect: ok
# a < b where the deciding __lt__ empties both lists: the pair is held while compared.
class A:
    def __eq__(self, o):
        return False
    def __lt__(self, o):
        a.clear(); b.clear(); return True
a = [A() for i in range(5)]
b = [A() for i in range(5)]
print(a < b)
