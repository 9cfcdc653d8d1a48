# finally runs even when the exception is not caught; the program then exits with status 1.
def f():
    try:
        print("in try")
        {}["missing"]
    finally:
        print("in finally")
f()
print("never printed")
