# Raising a class with no message.
print("about to fail")
raise NotImplementedError
