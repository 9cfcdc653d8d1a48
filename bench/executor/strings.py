# string building: str() of ints appended and joined, then f-strings
def main():
    parts = []
    for i in range(1_000_000):
        parts.append(str(i))
    s = ",".join(parts)
    out = []
    for i in range(200_000):
        out.append(f"k{i}:{i * 2}")
    t = "".join(out)
    return len(s) + len(t)

print(main())
