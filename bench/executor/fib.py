# recursive calls: fib(30), about 2.7 million calls
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

print(fib(30))
