# Generators are lazy and resume where they left off.
def count_up(n):
    print("start")
    for i in range(n):
        print("yielding", i)
        yield i
    print("end")
g = count_up(3)
print("created")
print(next(g))
print(next(g))
print(list(g))
print(list(g))
