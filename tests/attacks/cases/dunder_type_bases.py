# expect: ok
# A class's bases and MRO are types: readable (issue 11).
print(type(1).__bases__, type(True).__mro__)
