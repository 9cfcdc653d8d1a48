# Integer literal spellings.
print(0, 00, 0x10, 0X10, 0o10, 0O10, 0b10, 0B10, 1_0, 0xdead_beef)
print(-0, +0, 0_0, 0x0)
print(999999999999999999999999999999 + 1)
