# expect: ops
# math.perm built its result as a running product of k factors (quadratic: 8 s for
# k = 300,000); now C(n, k) * k! with GMP's product trees, charged by the result's size.
import math
print(math.perm(2 ** 20, 10 ** 6) % 10)
