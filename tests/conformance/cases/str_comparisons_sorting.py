# Sorting strings sorts by code point.
words = ["banana", "Apple", "cherry", "apple", "Banana", "éclair", "zebra", "_under", "10", "9"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: (len(w), w), reverse=True))
print(min(words), max(words))
