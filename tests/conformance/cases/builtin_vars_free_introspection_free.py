# Builtins commonly used in agent code: enumerate + zip + sorted + dict.
scores = {"ann": 91, "bob": 78, "cy": 91, "di": 85}
ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
for rank, (name, score) in enumerate(ranked, 1):
    print(f"{rank}. {name:<4} {score:>3}")
print(dict(zip(scores, range(len(scores)))), list(map(len, scores)), sum(scores.values()) / len(scores))
