# traceback: full
def convert(tokens):
    return [int(t) for t in tokens]

parse = lambda s: convert(s.split())
print(parse("1 2"))
values = parse("1 2 three")
