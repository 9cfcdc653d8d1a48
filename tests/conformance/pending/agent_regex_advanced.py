import re
text = "Price: $1,234.56; Discount: $99.99; Tax: $0.50; Code: ABC-123-xyz"
amounts = [float(a.replace(",", "")) for a in re.findall(r"\$([\d,]+\.\d{2})", text)]
print(amounts, sum(amounts))
pat = re.compile(r"""
    (?P<key>\w+)    # the key
    :\s*
    \$?(?P<val>[\w,.-]+)
""", re.VERBOSE)
print([(m["key"], m["val"]) for m in pat.finditer(text)])
print(re.findall(r"(?<=\$)\d+", text), re.findall(r"\d+(?=\.\d\d)", text))
print(re.sub(r"(\d),(\d)", r"\1\2", text, count=1))
print(re.escape("a.b*c"), re.split(r"[;:]\s*", text)[:4])
print(re.subn(r"\s+", " ", "a   b \t c\n d"))
m = re.match(r"(\w+)-(\d+)-(\w+)?", "ABC-123-")
print(m.groups(), m.groups("default"), m.group(0), m.lastindex)
print(re.findall(r"\b[A-Z]{2,}\b", "The NASA and ESA, not Nasa"), re.IGNORECASE | re.MULTILINE)
print(re.fullmatch(r"\d{3}-\d{4}", "555-1234") is not None, re.search(r"^b", "a\nb", re.M).start())
date_re = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
print(date_re.sub(r"\3/\2/\1", "from 2024-01-05 to 2024-02-10"))
print(re.findall(r"(a)(b)?", "ab a"), re.sub(r"x*", "-", "abc"))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error:", e)
