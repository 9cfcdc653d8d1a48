class TreeNode:
    def __init__(self, val, left=None, right=None):
        self.val, self.left, self.right = val, left, right
    def __repr__(self):
        return f"TreeNode({self.val})"
def insert(root, v):
    if root is None:
        return TreeNode(v)
    if v < root.val:
        root.left = insert(root.left, v)
    else:
        root.right = insert(root.right, v)
    return root
def inorder(n):
    return inorder(n.left) + [n.val] + inorder(n.right) if n else []
def height(n):
    return 1 + max(height(n.left), height(n.right)) if n else 0
def levels(root):
    out, frontier = [], [root] if root else []
    while frontier:
        out.append([n.val for n in frontier])
        frontier = [c for n in frontier for c in (n.left, n.right) if c]
    return out
root = None
for v in [50, 30, 70, 20, 40, 60, 80, 35]:
    root = insert(root, v)
print(inorder(root), height(root), levels(root))
print(root.left, root.left.right.left)
class LinkedList:
    class Node:
        def __init__(self, v, nxt=None):
            self.v, self.nxt = v, nxt
    def __init__(self, items=()):
        self.head = None
        for x in reversed(list(items)):
            self.head = self.Node(x, self.head)
    def __iter__(self):
        n = self.head
        while n:
            yield n.v
            n = n.nxt
    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.nxt, prev, cur = prev, cur, cur.nxt
        self.head = prev
        return self
    def __repr__(self):
        return " -> ".join(map(str, self)) or "empty"
ll = LinkedList([1, 2, 3, 4])
print(ll, ll.reverse(), LinkedList(), len(list(ll)))
