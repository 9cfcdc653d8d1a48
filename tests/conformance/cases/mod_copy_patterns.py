import copy

config = {'name': 'base', 'layers': [64, 32], 'opts': {'lr': 0.1, 'tags': ['a']}}
variant = copy.deepcopy(config)
variant['name'] = 'v2'
variant['layers'].append(16)
variant['opts']['tags'].append('b')
print(config)
print(variant)
shallow = copy.copy(config)
shallow['layers'].append(8)
print(config['layers'], shallow is config, shallow['opts'] is config['opts'])
board = [[0] * 3 for _ in range(3)]
snapshot = copy.deepcopy(board)
board[1][1] = 5
print(board, snapshot)


class Account:
    def __init__(self, owner, history):
        self.owner = owner
        self.history = history

    def __repr__(self):
        return f'Account({self.owner!r}, {self.history!r})'


a = Account('ann', [10, -5])
b = copy.copy(a)
c = copy.deepcopy(a)
a.history.append(99)
b.owner = 'bob'
print(a, b, c)
accounts = {'x': a, 'y': a}
dup = copy.deepcopy(accounts)
print(dup['x'] is dup['y'], dup['x'] is a, dup)
t = ([1], 2)
print(copy.deepcopy(t), copy.deepcopy(t)[0] is t[0], copy.copy([t])[0] is t)
s = {1, 2, (3, 4)}
print(sorted(copy.deepcopy(s), key=str), copy.copy(frozenset({1})))
