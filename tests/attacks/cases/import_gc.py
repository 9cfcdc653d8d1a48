# expect: error ImportError
# gc.get_objects() reaches every live object.
import gc
print(gc.get_objects())
