# An RPN calculator with error handling.
def rpn(expr):
    stack = []
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
    for tok in expr.split():
        if tok in ops:
            if len(stack) < 2:
                raise ValueError(f"not enough operands for {tok}")
            b, a = stack.pop(), stack.pop()
            stack.append(ops[tok](a, b))
        else:
            stack.append(float(tok) if "." in tok else int(tok))
    if len(stack) != 1:
        raise ValueError(f"leftover stack {stack}")
    return stack[0]
for e in ("3 4 + 2 *", "5 1 2 + 4 * + 3 -", "2 3", "1 +", "1 0 /", "1.5 2 *"):
    try:
        print(e, "=", rpn(e))
    except (ValueError, ZeroDivisionError) as err:
        print(e, "->", type(err), err)
