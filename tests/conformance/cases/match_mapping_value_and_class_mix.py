# Deep patterns mixing mapping, sequence and class patterns.
class User:
    __match_args__ = ("name", "roles")
    def __init__(self, name, roles):
        self.name = name
        self.roles = roles
def check(req):
    match req:
        case {"user": User(name, ["admin", *_]), "action": ("delete" | "drop") as act}:
            return f"{name} may {act}"
        case {"user": User(name), "action": act}:
            return f"{name} may not {act}"
        case _:
            return "bad request"
print(check({"user": User("ann", ["admin", "dev"]), "action": "delete"}))
print(check({"user": User("bob", ["dev"]), "action": "drop"}))
print(check({"action": "x"}))
