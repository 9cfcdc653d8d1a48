# expect: ops
# imports: decimal
# Decimal arithmetic aligns exponents with powers of ten of up to a million digits: each
# is charged as the products it costs (a loop of these burned 5 ms a few operations).
from decimal import Decimal
while True:
    int(Decimal("1e999999"))
    Decimal(10) ** Decimal(999999)
