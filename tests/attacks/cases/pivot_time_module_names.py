# expect: error AttributeError
# No clock or OS handle beyond the public functions (time.sys is not an attribute).
import time
print(time.sys)
