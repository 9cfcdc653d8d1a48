# A larger hierarchy; the first class in MRO defining a method wins.
class O:
    def m(self):
        return "O"
    def chain(self):
        return ["O"]
class F(O):
    def chain(self):
        return ["F"] + super().chain()
class E(O):
    def m(self):
        return "E"
    def chain(self):
        return ["E"] + super().chain()
class D(O):
    def chain(self):
        return ["D"] + super().chain()
class C(D, F):
    def chain(self):
        return ["C"] + super().chain()
class B(D, E):
    def chain(self):
        return ["B"] + super().chain()
class A(B, C):
    def chain(self):
        return ["A"] + super().chain()
print(A().chain(), A().m(), C().m(), B().m())
