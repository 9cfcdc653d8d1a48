# Simple ciphers.
def caesar(s, k):
    out = []
    for ch in s:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)
msg = "Hello, World!"
enc = caesar(msg, 3)
print(enc, caesar(enc, -3), caesar(msg, 26) == msg)
def vigenere(s, key):
    return "".join(chr((ord(c) - 65 + ord(key[i % len(key)]) - 65) % 26 + 65) for i, c in enumerate(s))
print(vigenere("ATTACKATDAWN", "LEMON"))
