import re

text = "Contact alice@example.com or bob.smith@work.co.uk; invalid: foo@, @bar.com, carol+tag@mail.org"
emails = re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text)
print(emails)
domains = sorted({e.split("@")[1] for e in emails})
print(domains)
phone_re = re.compile(r"\(?(\d{3})\)?[-. ]?(\d{3})[-. ]?(\d{4})")
for p in ["(555) 123-4567", "555.987.6543", "5551112222", "12-34"]:
    m = phone_re.fullmatch(p)
    print(p, "->", "-".join(m.groups()) if m else None)
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "x@y and z@w"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "a1 b22 c333"))
print([m.start() for m in re.finditer(r"o", "foo boo")])
print(re.match(r"(?i)hello", "HeLLo world").group(0))
print(bool(re.compile(r"^\s*$").match("   ")))
