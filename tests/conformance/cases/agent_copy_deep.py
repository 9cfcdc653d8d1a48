import copy

original = {"name": "cfg", "layers": [{"size": 10}, {"size": 20}], "meta": {"tags": ["a"]}}
shallow = copy.copy(original)
deep = copy.deepcopy(original)
shallow["layers"][0]["size"] = 99
deep["meta"]["tags"].append("b")
print(original["layers"][0], original["meta"]["tags"], deep["layers"][0])
class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []
    def __repr__(self):
        return f"Node({self.val}, {self.children})"
tree = Node(1, [Node(2), Node(3, [Node(4)])])
t2 = copy.deepcopy(tree)
t2.children[1].children[0].val = 40
print(tree, t2)
lst = [1, [2, 3]]
l2 = lst[:]
l2[1].append(4)
print(lst, l2 is lst, l2[1] is lst[1])
a = [1, 2]
b = [a, a]
c = copy.deepcopy(b)
print(c[0] is c[1])
