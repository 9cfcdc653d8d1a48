# A list as stack and a queue with pop(0).
stack = []
for ch in "([]{})":
    if ch in "([{":
        stack.append(ch)
    else:
        top = stack.pop()
        print(top + ch, end=" ")
print(stack == [])
q = [1, 2, 3]
q.append(4)
print(q.pop(0), q.pop(0), q)
