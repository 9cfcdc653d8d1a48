# Typical text processing: counting words with a dict.
text = "the quick brown fox jumps over the lazy dog the end"
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
print(max(counts, key=counts.get), len(counts), sum(counts.values()))
