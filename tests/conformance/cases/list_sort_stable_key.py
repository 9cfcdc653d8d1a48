# sort is stable; key and reverse keep stability.
people = [("bob", 25), ("alice", 30), ("carol", 25), ("dave", 30), ("eve", 22), ("frank", 25)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
print(sorted(people))
people.sort(key=lambda p: -p[1])
print(people)
nums = [5, -3, 2, -8, 0, 7, -1]
print(sorted(nums, key=abs), sorted(nums, reverse=True), sorted(nums, key=lambda x: x % 3))
words = ["bb", "a", "ccc", "dd", "e"]
words.sort(key=len, reverse=True)
print(words)
