# The traceback's "Did you mean" suggestion: builtin typo.
pritn(1)
