# SyntaxError wording: class missing colon.
class C
    pass
