class B(bytes):
    def __bytes__(self): return b"other"
print(bytes(B(b"x")), bytearray(B(b"x")), type(bytes(B(b"x"))).__name__)
class X:
    def __bytes__(self): return B(b"sub")
print(bytes(X()), type(bytes(X())).__name__)
class Y:
    def __bytes__(self): return 5
try: bytes(Y())
except TypeError as e: print(e)
class Z:
    def __bytes__(self): raise ValueError("no")
try: bytes(Z())
except ValueError as e: print(e)
class P(bytes): pass
print(bytes(P(b"p")), type(bytes(P(b"p"))).__name__, bytes(b"q"))
