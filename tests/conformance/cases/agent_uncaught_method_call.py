data = {"values": [1, 2, 3]}
total = data["values"].sum()
print(total)
