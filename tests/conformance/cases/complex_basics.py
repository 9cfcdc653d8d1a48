# complex numbers: construction, repr, arithmetic.
z = 3 + 4j
print(z, z.real, z.imag, abs(z), z.conjugate(), -z, z * 1j, z * z, z / (1 + 1j))
print(1j, -1j, 0j, 2j * 2j, 1j ** 2, complex(1, 2), complex(), complex(3), complex("1+2j"), complex("-1.5j"))
print(repr(1 + 0j), repr(-0j), complex(0, -0.0), 1 + 2j == complex(1, 2), (1 + 0j) == 1)
print(type(1j), type(1j.real), (1 + 2j) + 1, (1 + 2j) - 1.5, 2 * (0.5 + 0.5j))
print(complex(1e300, 1e300) * 10, complex(float("inf"), 0))
