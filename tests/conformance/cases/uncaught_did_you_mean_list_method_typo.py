# The traceback's "Did you mean" suggestion: list method typo.
a = [1]
a.apend(2)
