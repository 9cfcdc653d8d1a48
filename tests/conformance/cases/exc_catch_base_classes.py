# Catching via base classes and bare except.
for exc in (KeyError("a"), IndexError("b"), ZeroDivisionError("c"), TypeError("d")):
    try:
        raise exc
    except LookupError as e:
        print("LookupError caught", repr(e))
    except ArithmeticError as e:
        print("ArithmeticError caught", repr(e))
    except:
        print("bare except caught something")
