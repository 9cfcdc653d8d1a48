# Closures over variables of enclosing functions.
def make_multiplier(k):
    def mul(x):
        return x * k
    return mul
double, triple = make_multiplier(2), make_multiplier(3)
print(double(5), triple(5), [make_multiplier(i)(10) for i in range(4)])
def make_accumulator():
    total = []
    def add(x):
        total.append(x)
        return sum(total)
    return add
acc = make_accumulator()
print(acc(1), acc(2), acc(10))
def outer():
    a = 1
    def mid():
        b = 2
        def inner():
            return a + b
        return inner
    return mid()()
print(outer())
