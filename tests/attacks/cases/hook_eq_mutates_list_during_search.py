# expect: any
# __eq__ that empties the list during 'in', index and remove: no crash.
data = []
class E:
    def __eq__(self, other):
        data.clear()
        return False
data.extend(E() for _ in range(10))
print(E() in data)
data.extend(E() for _ in range(10))
try:
    data.index(E())
except ValueError:
    pass
data.extend(E() for _ in range(10))
try:
    data.remove(E())
except ValueError:
    pass
print("survived")
