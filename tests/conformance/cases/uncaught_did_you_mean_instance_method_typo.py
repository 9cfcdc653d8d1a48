# The traceback's "Did you mean" suggestion: instance method typo.
class A:
    def method(self):
        pass
A().methd()
