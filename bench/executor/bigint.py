# bigint: factorial(1500) by repeated multiplication, then the digit sum of str()
def main():
    total = 0
    for _ in range(150):
        f = 1
        for i in range(2, 1501):
            f *= i
        total += sum(int(c) for c in str(f))
    return total

print(main())
