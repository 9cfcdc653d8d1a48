# Dynamic programming: longest common subsequence and coin change.
def lcs(a, b):
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a)):
        for j in range(len(b)):
            dp[i + 1][j + 1] = dp[i][j] + 1 if a[i] == b[j] else max(dp[i][j + 1], dp[i + 1][j])
    out = []
    i, j = len(a), len(b)
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1])
            i, j = i - 1, j - 1
        elif dp[i - 1][j] >= dp[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return "".join(reversed(out))
def coins(amount, denoms):
    ways = [1] + [0] * amount
    for d in denoms:
        for v in range(d, amount + 1):
            ways[v] += ways[v - d]
    return ways[amount]
print(lcs("ABCBDAB", "BDCABA"), lcs("", "x"), coins(100, [1, 5, 10, 25, 50]), coins(1000, [1, 2, 5, 10, 20, 50, 100, 200]))
