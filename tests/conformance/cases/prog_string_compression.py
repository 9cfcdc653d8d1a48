# Run-length encoding and decoding.
def rle(s):
    out = []
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append(f"{j - i}{s[i]}")
        i = j
    return "".join(out)
def unrle(s):
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)
for s in ("aaabccddddd", "abc", "", "zzzzzzzzzzzz"):
    e = rle(s)
    print(repr(s), e, unrle(e) == s)
