# global in a nested function refers to the module namespace.
value = "module"
def outer():
    value = "outer local"
    def inner():
        global value
        value = "set by inner"
    inner()
    return value
print(outer(), value)
