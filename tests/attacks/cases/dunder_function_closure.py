# expect: error AttributeError
# A06: closure cells expose captured values.
def outer():
    secret = "s"
    def inner():
        return secret
    return inner
print(outer().__closure__)
