# executor/lib/mod_hmac.py: the hmac module (RFC 2104) over hashlib, after CPython 3.11's
# Lib/hmac.py; run by executor/lib/mod_hmac.c with hashlib bound.

digest_size = None


def _constructor(digestmod):
    if callable(digestmod):
        return digestmod
    if isinstance(digestmod, str):
        return lambda d=b'': hashlib.new(digestmod, d)
    return lambda d=b'': digestmod.new(d)


class HMAC:
    """RFC 2104 HMAC class."""
    blocksize = 64

    def __init__(self, key, msg=None, digestmod=''):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError(f"key: expected bytes or bytearray, but got {type(key).__name__!r}")
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        digest_cons = _constructor(digestmod)
        self._outer = digest_cons()
        self._inner = digest_cons()
        self.digest_size = self._inner.digest_size
        blocksize = self._inner.block_size
        if len(key) > blocksize:
            key = digest_cons(bytes(key)).digest()
        key = bytes(key) + b'\x00' * (blocksize - len(key))
        self._outer.update(bytes(x ^ 0x5C for x in key))
        self._inner.update(bytes(x ^ 0x36 for x in key))
        self.block_size = blocksize
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        self._inner.update(msg)

    def copy(self):
        other = _Copy()
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        return self._current().digest()

    def hexdigest(self):
        return self._current().hexdigest()


class _Copy(HMAC):
    def __init__(self):
        pass


def new(key, msg=None, digestmod=''):
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    return HMAC(key, msg, digest).digest()


def compare_digest(a, b):
    """Return 'a == b' in time that depends on the length only, as CPython's does."""
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError("comparing strings with non-ASCII characters is not supported")
        a, b = a.encode(), b.encode()
    elif isinstance(a, str) or isinstance(b, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    elif not (isinstance(a, (bytes, bytearray)) and isinstance(b, (bytes, bytearray))):
        raise TypeError(f"unsupported operand types(s) or combination of types: "
                        f"'{type(a).__name__}' and '{type(b).__name__}'")
    result = len(a) ^ len(b)
    if len(a) != len(b):
        b = a
    for x, y in zip(a, b):
        result |= x ^ y
    return result == 0
