# expect: error AttributeError
# imports: io
# io.FileIO and io.TextIOWrapper would reach files and descriptors.
import io
print(io.FileIO, io.TextIOWrapper)
