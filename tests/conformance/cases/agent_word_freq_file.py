import io
import re
from collections import Counter
doc = io.StringIO("""It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness,
it was the epoch of belief, it was the epoch of incredulity""")
counts = Counter()
line_lengths = []
for lineno, line in enumerate(doc, 1):
    words = re.findall(r"\b\w+\b", line.lower())
    counts.update(words)
    line_lengths.append((lineno, len(words)))
print(counts.most_common(5))
print(line_lengths)
stop = {"it", "was", "the", "of"}
print([w for w, _ in counts.most_common() if w not in stop][:4])
print(sum(counts.values()), len(counts))
longest = max(counts, key=lambda w: (len(w), w))
print(longest, counts[longest])
