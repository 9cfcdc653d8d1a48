# If __enter__ raises, __exit__ is not called for that manager.
class Bad:
    def __enter__(self):
        raise OSError("cannot enter")
    def __exit__(self, *a):
        print("never")
class Good:
    def __enter__(self):
        print("good enter")
    def __exit__(self, *a):
        print("good exit")
try:
    with Good(), Bad():
        print("body never")
except OSError as e:
    print(type(e), e)
