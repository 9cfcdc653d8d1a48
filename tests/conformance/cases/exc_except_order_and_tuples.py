# The first matching except clause wins; tuples match any member.
def test(exc):
    try:
        raise exc
    except (KeyError, IndexError) as e:
        return "lookup-specific " + repr(e)
    except LookupError:
        return "lookup"
    except ArithmeticError as e:
        return "arith " + str(e)
    except Exception:
        return "other"
print(test(KeyError("k")), test(IndexError(1)), test(LookupError()), test(ZeroDivisionError("z")), test(ValueError()))
