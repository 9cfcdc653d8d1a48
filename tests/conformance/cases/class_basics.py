# Instances, attributes, methods, class attributes.
class Dog:
    species = "canis"
    count = 0
    def __init__(self, name, age=1):
        self.name = name
        self.age = age
        Dog.count += 1
    def bark(self):
        return f"{self.name} says woof"
    def birthday(self):
        self.age += 1
        return self
a = Dog("Rex")
b = Dog("Fido", 5)
print(a.bark(), b.birthday().birthday().age, a.species, Dog.species, Dog.count, a.count)
a.species = "wolf"
print(a.species, b.species, Dog.species)
Dog.species = "changed"
print(a.species, b.species)
print(isinstance(a, Dog), type(a) is Dog, type(a) == Dog, Dog.bark(b))
