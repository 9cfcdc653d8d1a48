import asyncio


class Ticker:
    """An async iterator written by hand: __aiter__ and an async __anext__."""

    def __init__(self, n):
        self.i = 0
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        await asyncio.sleep(0)
        self.i += 1
        return self.i


class Lock:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow

    async def __aenter__(self):
        await asyncio.sleep(0)
        print("acquire", self.name)
        return self.name.upper()

    async def __aexit__(self, exc_type, exc, tb):
        print("release", self.name, exc_type.__name__ if exc_type else None, exc)
        return self.swallow


async def countdown(n):
    while n > 0:
        await asyncio.sleep(0)
        yield n
        n -= 1
    print("countdown done")


async def pairs():
    async for a in countdown(2):
        async for b in Ticker(2):
            yield a, b


async def worker(name, items):
    out = []
    async for x in Ticker(items):
        if x == 3:
            continue
        out.append(f"{name}{x}")
    else:
        out.append("else")
    return out


async def main():
    async with Lock("a") as held, Lock("b") as other:
        print("holding", held, other)
    async with Lock("c", swallow=True):
        raise ValueError("swallowed")
    try:
        async with Lock("d"):
            raise KeyError("kept")
    except KeyError as e:
        print("caught", repr(e))
    total = 0
    async for v in countdown(3):
        total += v
        if v == 2:
            break
    print("total", total)
    print(await asyncio.gather(worker("x", 4), worker("y", 2)))
    got = []
    async for p in pairs():
        got.append(p)
    print(got)
    try:
        async for _ in [1, 2]:
            pass
    except TypeError as e:
        print("TypeError:", e)
    try:
        async with open_nothing():
            pass
    except (TypeError, NameError) as e:
        print(type(e).__name__)
    return "done"


def open_nothing():
    return object()


print(asyncio.run(main()))
