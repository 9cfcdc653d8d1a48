import re
import string
from collections import Counter
import statistics
text = """Natural language processing (NLP) is a subfield of linguistics, computer science,
and artificial intelligence. It is concerned with the interactions between computers and
human language! How do we program computers to process large amounts of data? Carefully."""
sentences = [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]
words = [w.strip(string.punctuation).lower() for w in text.split()]
words = [w for w in words if w]
print(len(sentences), len(words), len(set(words)))
lens = [len(w) for w in words]
print(round(statistics.mean(lens), 3), statistics.median(lens), statistics.mode(lens), max(words, key=len))
print([len(s.split()) for s in sentences])
print(Counter(c for c in text.lower() if c in "aeiou").most_common())
caps = re.findall(r"\b[A-Z][a-z]+\b|\b[A-Z]{2,}\b", text)
print(caps)
print(f"lexical diversity: {len(set(words)) / len(words):.2%}")
print(sorted(Counter(words).items(), key=lambda kv: (-kv[1], kv[0]))[:5])
