# Float and imaginary literal forms.
print(1., .5, 1e3, 1E-3, 1_0.0_1, 0e0, 1e+2, 3j, 1.5J, 1e2j, 0x_a, 0o7_7)
