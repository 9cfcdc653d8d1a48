# Nested classes are attributes of the outer class.
class Outer:
    class Inner:
        def hi(self):
            return "inner hi"
    def make(self):
        return self.Inner()
print(Outer.Inner().hi(), Outer().make().hi(), type(Outer.Inner()))
