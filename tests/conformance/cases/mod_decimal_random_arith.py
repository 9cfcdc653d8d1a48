from decimal import Decimal, getcontext
import random
random.seed(11)
vals = [Decimal(random.randint(-10**12, 10**12)) / Decimal(10 ** random.randint(0, 15)) for _ in range(60)]
vals += [Decimal("1e30"), Decimal("-1e-30"), Decimal("0.000"), Decimal("123456789012345678901234567890.5")]
out = []
for a in vals[:40]:
    for b in vals[20:44]:
        out.append(str(a + b)); out.append(str(a - b)); out.append(str(a * b))
        if b:
            out.append(str(a / b)); out.append(str(a // b)); out.append(str(a % b))
print(len(out), hash(tuple(out)) if False else "")
import hashlib
for i in range(0, len(out), 500):
    print(i, " ".join(out[i:i+3]), "|", " ".join(out[i+250:i+253]))
print(sum(len(s) for s in out))
print([str(v.sqrt()) for v in vals[:10] if v > 0])
print([str(v.quantize(Decimal("0.001"))) for v in vals[:10]])
