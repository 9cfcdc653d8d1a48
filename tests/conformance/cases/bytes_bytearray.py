# bytearray is a mutable bytes.
ba = bytearray(b"abc")
ba[0] = 65
ba.append(100)
ba.extend(b"ef")
print(ba, len(ba), bytes(ba), ba[1], ba[1:3], ba.pop(), ba)
ba[1:3] = b"XYZ"
del ba[0]
print(ba, ba.decode(), bytearray(3), bytearray([1, 2]), ba == b"XYZde", ba.find(b"Z"))
ba.reverse()
print(ba, ba.upper(), list(ba))
