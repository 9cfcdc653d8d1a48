import asyncio

async def fetch(name, delay):
    await asyncio.sleep(delay)
    return f"{name} done after {delay}"

async def main():
    results = await asyncio.gather(fetch("a", 0.02), fetch("b", 0.01), fetch("c", 0))
    print(results)
    r = await fetch("solo", 0)
    print(r)
    return len(results)

print(asyncio.run(main()))

async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i * i

class AsyncRes:
    async def __aenter__(self):
        print("enter")
        return self
    async def __aexit__(self, *exc):
        print("exit", exc[0])
        return False

async def main2():
    out = []
    async for v in agen(4):
        out.append(v)
    print(out)
    async with AsyncRes() as r:
        print("inside", type(r).__name__)
    print([x for x in [0, 1, 4]])

asyncio.run(main2())
