# FizzBuzz in three styles.
for i in range(1, 16):
    print("Fizz" * (i % 3 == 0) + "Buzz" * (i % 5 == 0) or i, end=" ")
print()
print(["FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else str(i) for i in range(1, 16)])
def fb(i):
    match (i % 3, i % 5):
        case (0, 0):
            return "FizzBuzz"
        case (0, _):
            return "Fizz"
        case (_, 0):
            return "Buzz"
        case _:
            return i
print([fb(i) for i in range(10, 16)])
