# Conversions between numbers and text.
print(chr(65), ord("A"), hex(65), oct(65), bin(65), hex(-65), oct(-8), bin(-5), hex(0), bin(0))
print(int(hex(12345), 16), int(oct(12345), 8), int(bin(12345), 2), int(bin(-12345), 0))
print(format(65, "c"), format(65, "x"), format(65, "#o"), "{:b}".format(10))
