# Dotted names are value patterns; bare names capture.
class Color:
    RED = "red"
    GREEN = "green"
class Codes:
    class HTTP:
        OK = 200
        NOT_FOUND = 404
def describe(c):
    match c:
        case Color.RED:
            return "is red"
        case Color.GREEN:
            return "is green"
        case Codes.HTTP.OK:
            return "ok"
        case Codes.HTTP.NOT_FOUND:
            return "not found"
        case _:
            return "unknown"
print(describe("red"), describe("green"), describe(200), describe(404), describe("blue"))
import math
match math.pi:
    case math.pi:
        print("math.pi is a value pattern")
