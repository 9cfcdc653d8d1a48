# Attribute lookup across multiple bases.
class Flyer:
    can_fly = True
    def move(self):
        return "fly"
class Swimmer:
    can_swim = True
    def move(self):
        return "swim"
class Duck(Flyer, Swimmer):
    pass
class Penguin(Swimmer, Flyer):
    can_fly = False
d, p = Duck(), Penguin()
print(d.move(), p.move(), d.can_fly, d.can_swim, p.can_fly, p.can_swim, isinstance(d, Swimmer))
