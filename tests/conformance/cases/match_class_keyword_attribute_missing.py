# A keyword sub-pattern on a missing attribute just fails to match.
class A:
    def __init__(self):
        self.present = 1
match A():
    case A(absent=1):
        print("no")
    case A(present=p):
        print("present", p)
