# expect: ok
# Deep plain recursion inside a generator, caught there and retried: each attempt must end
# in RecursionError (depth or C stack), and the generator and the run go on afterwards.
def down(n):
    return down(n + 1) + 1

def gen():
    for attempt in range(3):
        try:
            down(0)
        except RecursionError:
            yield attempt

print(list(gen()))
