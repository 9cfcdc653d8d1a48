# expect: error TypeError
# __hash__ must return an int.
class H:
    def __hash__(self):
        return "x"
s = {H()}
