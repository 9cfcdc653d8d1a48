from datetime import date
class Person:
    def __init__(self, name, born):
        self.name, self.born = name, born
    @classmethod
    def from_string(cls, s):
        name, year = s.split("-")
        return cls(name.strip(), int(year))
    @classmethod
    def from_dict(cls, d):
        return cls(**d)
    @staticmethod
    def is_adult(age):
        return age >= 18
    def age(self, today=date(2024, 6, 1)):
        return today.year - self.born
    def __repr__(self):
        return f"{type(self).__name__}(name={self.name!r}, born={self.born})"
class Student(Person):
    def __init__(self, name, born, school="?"):
        super().__init__(name, born)
        self.school = school
p = Person.from_string("Ann - 1990")
s = Student.from_dict({"name": "Bo", "born": 2010, "school": "MIT"})
print(p, s, s.school, Person.is_adult(p.age()), s.age(), Student.is_adult(s.age()))
print(isinstance(s, Person), type(s).__name__, Student.from_string("Cy-2000"))
