class Animal:
    sound = "..."
    count = 0
    def __init__(self, name):
        self.name = name
        Animal.count += 1
    def speak(self):
        return f"{self.name} says {self.sound}"
    def __str__(self):
        return f"{type(self).__name__}({self.name})"
    def __repr__(self):
        return f"<{self.__class__.__name__} {self.name!r}>"
class Dog(Animal):
    sound = "woof"
    def fetch(self):
        return f"{self.name} fetches"
class Puppy(Dog):
    def speak(self):
        return super().speak() + "!"
class Cat(Animal):
    sound = "meow"
zoo = [Dog("rex"), Cat("tom"), Puppy("bit"), Animal("x")]
for a in zoo:
    print(a.speak())
print(zoo, [str(a) for a in zoo], Animal.count)
print([type(a).__name__ for a in zoo if isinstance(a, Dog)])
print(Puppy.__mro__[1].__name__, Puppy.__bases__, Dog.sound, Puppy("p").sound)
print(hasattr(zoo[0], "fetch"), hasattr(zoo[1], "fetch"), callable(getattr(zoo[0], "fetch")))
print(zoo[0].__dict__, type(zoo[0]) is Dog, type(zoo[2]) == Dog)
print(getattr(zoo[1], "speak")(), Animal.speak(zoo[1]))
print(Puppy.__name__, Puppy.__qualname__, Puppy.__module__, Animal.__doc__)
