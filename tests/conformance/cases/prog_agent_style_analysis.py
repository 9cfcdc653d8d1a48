# The kind of snippet an LLM agent writes: compute, format, print a summary.
sales = {"Q1": [120.5, 99.99, 310.0], "Q2": [88.0, 412.25], "Q3": [], "Q4": [51.0, 51.0, 51.0, 600.0]}
summary = {}
for q, vals in sales.items():
    summary[q] = {"n": len(vals), "total": round(sum(vals), 2), "avg": round(sum(vals) / len(vals), 2) if vals else None}
best = max(summary, key=lambda q: summary[q]["total"])
print(summary)
print(f"Best quarter: {best} with ${summary[best]['total']:,.2f}")
growth = [(b, round((summary[b]["total"] - summary[a]["total"]) / summary[a]["total"] * 100, 1) if summary[a]["total"] else None) for a, b in zip(list(summary), list(summary)[1:])]
print(growth)
final_answer = f"{best}: {summary[best]['total']}"
print(final_answer)
