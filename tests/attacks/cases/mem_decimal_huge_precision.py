# expect: error ImportError | memory MemoryError
# A precision of 10**9 digits is refused before GMP allocates the quotient.
import decimal
decimal.getcontext().prec = 10 ** 9
x = decimal.Decimal(1) / decimal.Decimal(3)
