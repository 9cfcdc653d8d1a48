nums = [5, 3, 8, 1, 9, 2]
nums.append(7)
nums.extend([0, 6])
nums.insert(2, 4)
print(nums, nums.index(8), nums.count(3), len(nums))
nums.remove(9)
last = nums.pop()
first = nums.pop(0)
print(nums, last, first)
print(nums[::2], nums[1:-1], nums[-3:], nums[::-1][:3])
chunks = [nums[i:i + 3] for i in range(0, len(nums), 3)]
print(chunks)
nums[1:3] = [100, 200, 300]
print(nums)
del nums[::2]
print(nums)
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(col) for col in zip(*matrix)], [x for row in matrix for x in row if x % 2])
print(sum(matrix, []), [0] * 3 + [1], [[0] * 2] * 2)
a = [3, 1, 2]
b = sorted(a)
a.sort(key=lambda x: -x)
print(a, b, a == b[::-1], [1, 2] < [1, 3], [1, 2] * 2)
print(list(range(5))[slice(1, 4)], max([], default=None), min([4, 2, 8]))
words = ["hi", "hello", "hey"]
print([w for w in words if w.startswith("he")], [len(w) for w in words], list(enumerate(words))[-1])
try:
    [1, 2].index(5)
except ValueError as e:
    print(e)
