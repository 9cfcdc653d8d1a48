# expect: error OverflowError
# Huge components are range-checked, not materialised.
import datetime
datetime.timedelta(weeks=10 ** 300)
