# expect: error ImportError | memory MemoryError
# Decimal('1e100000000') is small; turning it into an int would need 10**8 digits.
import decimal
x = int(decimal.Decimal("1e100000000"))
