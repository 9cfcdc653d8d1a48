# Overriding and super() in single inheritance.
class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return "..."
    def describe(self):
        return f"{self.name}: {self.speak()}"
class Cat(Animal):
    def speak(self):
        return "meow"
class Lion(Cat):
    def speak(self):
        return super().speak().upper() + "!"
    def describe(self):
        return "king " + super().describe()
for a in (Animal("generic"), Cat("tom"), Lion("leo")):
    print(a.describe())
print(isinstance(Lion("x"), Animal), issubclass(Lion, Cat), issubclass(Cat, Lion), issubclass(Cat, object))
