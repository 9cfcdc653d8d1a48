# expect: ok | memory MemoryError
# A linked list of user objects 10**6 long.
class Node:
    def __init__(self, nxt):
        self.nxt = nxt
head = None
for _ in range(10 ** 6):
    head = Node(head)
head = None
print("freed")
