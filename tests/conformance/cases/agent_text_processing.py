text = """  Lorem ipsum dolor sit amet, consectetur adipiscing elit.
Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.  """
print(text.strip()[:20], len(text.split()), text.count("or"))
sentences = [s.strip() for s in text.replace("\n", " ").split(".") if s.strip()]
print(len(sentences), sentences[1][:15])
words = text.lower().replace(",", "").replace(".", "").split()
print(max(words, key=len), sorted(set(w[0] for w in words)))
print(" ".join(w.capitalize() for w in words[:4]), "-".join(words[:3]).title())
print("hello world".center(21, "*"), "42".zfill(6), "abc".ljust(5, ".") + "|", "x".rjust(3))
print("a,b,,c".split(","), "a  b   c".split(), "k=v=w".split("=", 1), "a-b-c".rsplit("-", 1))
print("Hello".swapcase(), "straße".casefold(), "ǅ".upper(), "İ".lower() == "i̇")
print("abc123".isalnum(), "abc".isalpha(), "123".isdigit(), "  ".isspace(), "Title Case".istitle())
print("prefix_name".removeprefix("prefix_"), "file.txt".removesuffix(".txt"), "file.tar.gz".rpartition("."))
print("tab\tsep".expandtabs(4), repr("line1\r\nline2\n".splitlines()), "line1\nline2\n".splitlines(True))
print("ab" * 3, "abc"[::-1], "hello"[1:4], "x" in "xyz", "abcabc".find("c", 3), "abc".rfind("z"))
print("%s has %d items costing %.2f" % ("cart", 3, 9.5))
print(ord("A"), chr(9731), "café".encode("utf-8"), b"caf\xc3\xa9".decode(), ascii("café"))
