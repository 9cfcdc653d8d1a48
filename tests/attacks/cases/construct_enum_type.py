# expect: error TypeError
# imports: enum
# enum.EnumType() made a class with no name (its repr printed <enum '(null)'>).
import enum
print(enum.EnumType())
