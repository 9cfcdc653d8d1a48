# executor/lib/mod_secrets.py: the secrets module over random.SystemRandom (the kernel's
# getrandom, which the jail allows), after CPython 3.11's Lib/secrets.py.

_sysrand = random.SystemRandom()
randbits = _sysrand.getrandbits
choice = _sysrand.choice
SystemRandom = random.SystemRandom
compare_digest = hmac.compare_digest
DEFAULT_ENTROPY = 32


def randbelow(exclusive_upper_bound):
    if exclusive_upper_bound <= 0:
        raise ValueError("Upper bound must be positive.")
    return _sysrand.randrange(exclusive_upper_bound)


def token_bytes(nbytes=None):
    if nbytes is None:
        nbytes = DEFAULT_ENTROPY
    return _sysrand.randbytes(nbytes)


def token_hex(nbytes=None):
    return token_bytes(nbytes).hex()


def token_urlsafe(nbytes=None):
    tok = token_bytes(nbytes)
    return base64.urlsafe_b64encode(tok).rstrip(b'=').decode('ascii')
