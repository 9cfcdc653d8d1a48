def to_snake(name):
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i and not name[i - 1].isupper():
            out.append("_")
        out.append(ch.lower())
    return "".join(out)
def to_camel(name):
    first, *rest = name.split("_")
    return first + "".join(w.title() for w in rest)
for n in ["getUserName", "HTTPServer", "simple", "parseJSONData"]:
    print(n, to_snake(n))
print(to_camel("get_user_name"), to_camel("x"))
def slugify(s):
    import re
    s = re.sub(r"[^\w\s-]", "", s.lower())
    return re.sub(r"[-\s]+", "-", s).strip("-")
print(slugify("Hello, World! It's  2024 -- yes"))
def is_palindrome(s):
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]
print(is_palindrome("A man, a plan, a canal: Panama"), is_palindrome("hello"))
def caesar(s, k):
    return "".join(chr((ord(c) - base + k) % 26 + base) if c.isalpha() else c
                   for c in s for base in [ord("A") if c.isupper() else ord("a")])
print(caesar("Hello, World!", 3), caesar(caesar("abc", 5), -5))
def rle(s):
    if not s:
        return ""
    out, prev, n = [], s[0], 1
    for c in s[1:]:
        if c == prev:
            n += 1
        else:
            out.append(f"{n}{prev}")
            prev, n = c, 1
    out.append(f"{n}{prev}")
    return "".join(out)
print(rle("aaabccddddd"), rle(""))
print("".join(sorted("listen")) == "".join(sorted("silent")))
