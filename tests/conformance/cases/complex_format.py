# complex in f-strings and str().
z = 1.5 - 2.25j
print(f"{z}", f"{z:.1f}", f"{z:>20}", str(z), repr(z), f"{1j:g}", format(2 + 0j, ""))
print([1j, 2 + 3j], (0.1 + 0.2j) * 3)
