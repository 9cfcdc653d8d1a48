# The format-spec mini-language for strings.
s = "hello"
print(f"{s:10}|", f"{s:>10}|", f"{s:^10}|", f"{s:*<10}", f"{s:.3}", f"{s:>10.2}|", f"{s:=^11}", f"{'':-^9}")
print(f"{'é✓':>5}|", f"{'🎉':*^5}", f"{s!r:>10}|", f"{s:s}")
for spec in ("d", "=10", "+", ",", "#"):
    try:
        print(format(s, spec))
    except ValueError as e:
        print(type(e), e)
