# expect: ops
# x in l, l.count(x), l.index(x) over a million small ints: every item compared is
# charged (vm_charge_item), not only the statement that asked.
l = list(range(10 ** 6))
while True:
    -1 in l
    l.count(-1)
