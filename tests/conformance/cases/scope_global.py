# global declarations.
counter = 0
def inc():
    global counter
    counter += 1
    return counter
inc(); inc()
print(counter)
def make_new_global():
    global created
    created = "made inside"
make_new_global()
print(created)
def reads_global():
    return counter * 10
print(reads_global())
