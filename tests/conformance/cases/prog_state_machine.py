# A tokenizer implemented as a state machine.
def tokenize(src):
    tokens, i = [], 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit():
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            tokens.append(("NUM", src[i:j]))
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            tokens.append(("NAME", src[i:j]))
            i = j
        elif src[i:i + 2] in ("==", "<=", ">=", "**"):
            tokens.append(("OP", src[i:i + 2]))
            i += 2
        else:
            tokens.append(("OP", c))
            i += 1
    return tokens
print(tokenize("x1 = 3.14 * (y ** 2) >= z_max"))
