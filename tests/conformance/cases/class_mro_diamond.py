# C3 linearisation observed through a cooperative super() chain.
class A:
    def who(self):
        return ["A"]
class B(A):
    def who(self):
        return ["B"] + super().who()
class C(A):
    def who(self):
        return ["C"] + super().who()
class D(B, C):
    def who(self):
        return ["D"] + super().who()
print(D().who(), B().who(), C().who())
class E(C, B):
    def who(self):
        return ["E"] + super().who()
print(E().who())
