# continue and break inside except.
out = []
for s in ["1", "x", "3", "stop", "5"]:
    try:
        out.append(int(s))
    except ValueError:
        if s == "stop":
            break
        continue
    finally:
        out.append("|")
print(out)
