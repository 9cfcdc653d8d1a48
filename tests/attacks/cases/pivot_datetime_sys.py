# expect: error AttributeError | error ImportError
# A17: datetime.sys.
import datetime
print(datetime.sys)
