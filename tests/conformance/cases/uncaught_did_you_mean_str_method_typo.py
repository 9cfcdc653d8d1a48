# The traceback's "Did you mean" suggestion: str method typo.
x = "abc".uper()
