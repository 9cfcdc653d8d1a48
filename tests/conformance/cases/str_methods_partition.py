# partition and rpartition.
print("key=value=x".partition("="), "key=value=x".rpartition("="), "novalue".partition("="), "novalue".rpartition("="))
print("a::b".partition("::"), "::".partition("::"))
try:
    "abc".partition("")
except ValueError as e:
    print(type(e), e)
