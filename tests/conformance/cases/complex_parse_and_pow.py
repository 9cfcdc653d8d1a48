# complex() from strings in every form, and ** by integer and other exponents (CPython squares for small ints).
for s in ["1+2j", " ( 1-2J ) ", "j", "-j", "+j", "1+j", "1-j", "1e3j", "1e3+1e-3j", "inf+nanj", "-infj", "1_0+2_0j", ".5j", "5.", "(3)", "1+", "1+2", "j1", "1 + 2j", "", "()", "1e", "1+2jj", "nan", "1.5e+3-2.5e-3j", "--1", "+-1j"]:
    try:
        print(repr(s), complex(s))
    except ValueError as e:
        print(repr(s), e)
zs = [1j, 1+1j, -2+0.5j, 0j, 3+0j, 1e200+1e200j]
for z in zs:
    for n in [0, 1, 2, 3, -1, -2, 0.5, 2.5, 1j, 101, 100]:
        try:
            print(z, n, z ** n)
        except (ZeroDivisionError, OverflowError) as e:
            print(z, n, type(e), e)
