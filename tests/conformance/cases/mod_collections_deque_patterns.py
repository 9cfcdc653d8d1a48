from collections import deque

# moving average with a bounded deque
def moving_average(values, n):
    window = deque(maxlen=n)
    out = []
    for v in values:
        window.append(v)
        out.append(round(sum(window) / len(window), 2))
    return out


print(moving_average([1, 2, 3, 4, 5, 6, 10], 3))
# last lines of a text
lines = ['l%d' % i for i in range(10)]
print(list(deque(lines, maxlen=3)))
# palindrome check
def is_pal(s):
    d = deque(c for c in s.lower() if c.isalnum())
    while len(d) > 1:
        if d.popleft() != d.pop():
            return False
    return True


print(is_pal('A man, a plan, a canal: Panama'), is_pal('abc'))
# round robin
def round_robin(*iterables):
    its = deque(iter(x) for x in iterables)
    out = []
    while its:
        it = its.popleft()
        try:
            out.append(next(it))
            its.append(it)
        except StopIteration:
            pass
    return out


print(round_robin('ABC', 'D', 'EF'))
# sliding window maximum
def window_max(nums, k):
    dq, res = deque(), []
    for i, n in enumerate(nums):
        while dq and nums[dq[-1]] <= n:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            res.append(nums[dq[0]])
    return res


print(window_max([1, 3, -1, -3, 5, 3, 6, 7], 3))
d = deque(range(5))
d.rotate(2)
print(d, d.index(0), d[2:4] if False else list(d)[2:4])
d.extendleft([10, 11])
print(d, d.maxlen, deque(d, maxlen=2), len(deque(maxlen=5)))
print(deque([1, 2, 3]) + deque([4]), deque('ab') * 2, deque([[1]]) == deque([[1]]))
