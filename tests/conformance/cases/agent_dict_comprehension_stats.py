students = {"ann": [90, 85, 77], "bob": [60, 75, 80], "cy": [95, 92, 99], "dee": []}
averages = {n: round(sum(s) / len(s), 2) for n, s in students.items() if s}
print(averages)
ranked = sorted(averages.items(), key=lambda kv: kv[1], reverse=True)
for rank, (name, avg) in enumerate(ranked, 1):
    print(f"{rank}. {name:<5}{avg:>7.2f} {'*' * int(avg // 10)}")
letter = {n: ("A" if a >= 90 else "B" if a >= 80 else "C" if a >= 70 else "F") for n, a in averages.items()}
print(letter)
by_letter = {}
for n, l in letter.items():
    by_letter.setdefault(l, []).append(n)
print(dict(sorted(by_letter.items())))
print({k: v for k, v in zip("abc", [1, 2, 3]) if v != 2}, dict(enumerate("xy")), {x: x ** 2 for x in range(4)})
print(sum(len(v) for v in students.values()), max(students, key=lambda k: max(students[k], default=0)))
