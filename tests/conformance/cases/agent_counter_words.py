from collections import Counter
import re

text = """The quick brown fox jumps over the lazy dog. The dog sleeps.
A fox is quick; the dog is lazy!"""
words = re.findall(r"[a-z']+", text.lower())
c = Counter(words)
print(c.most_common(4))
print(c["the"], c["cat"], len(c))
c2 = Counter("mississippi")
print(sorted(c2.items()))
print(c2.most_common(2))
print(c2 + Counter("miss"), c2 - Counter("sis"))
print((c2 & Counter("ssp")), (Counter("ab") | Counter("bbc")))
c2.update("ppp")
c2.subtract({"i": 4})
print(c2)
print(list(Counter("abcab").elements()))
print(sum(c.values()), c.total())
letters = Counter(ch for ch in text if ch.isalpha())
print(sorted(letters, key=lambda k: (-letters[k], k))[:5])
