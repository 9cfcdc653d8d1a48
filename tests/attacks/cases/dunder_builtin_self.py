# expect: error AttributeError
# A27: a builtin's __self__ is the builtins module (callable.__self__.exec).
print(print.__self__)
