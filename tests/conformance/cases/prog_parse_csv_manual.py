# Parsing CSV-like text with quoted fields by hand.
def parse_line(line):
    fields, cur, quoted = [], "", False
    i = 0
    while i < len(line):
        ch = line[i]
        if quoted:
            if ch == '"' and i + 1 < len(line) and line[i + 1] == '"':
                cur += '"'
                i += 1
            elif ch == '"':
                quoted = False
            else:
                cur += ch
        elif ch == '"':
            quoted = True
        elif ch == ",":
            fields.append(cur)
            cur = ""
        else:
            cur += ch
        i += 1
    fields.append(cur)
    return fields
for line in ('a,b,c', '"x, y",2,"say ""hi"""', ',,', '"only"'):
    print(parse_line(line))
