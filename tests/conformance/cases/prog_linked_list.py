# A linked list class with iteration and reversal.
class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next
class LinkedList:
    def __init__(self, values=()):
        self.head = None
        for v in reversed(list(values)):
            self.head = Node(v, self.head)
    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next
    def reverse(self):
        prev, node = None, self.head
        while node:
            node.next, prev, node = prev, node, node.next
        self.head = prev
    def __len__(self):
        return sum(1 for _ in self)
    def __repr__(self):
        return " -> ".join(map(str, self)) or "empty"
ll = LinkedList([1, 2, 3, 4])
print(ll, len(ll))
ll.reverse()
print(ll, list(ll), LinkedList())
