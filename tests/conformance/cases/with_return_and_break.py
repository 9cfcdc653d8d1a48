# return and break inside with still run __exit__.
class CM:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, *a):
        print("exit")
def f():
    with CM():
        return "returned"
print(f())
for i in range(3):
    with CM():
        if i == 1:
            break
        print("iteration", i)
print("done", i)
