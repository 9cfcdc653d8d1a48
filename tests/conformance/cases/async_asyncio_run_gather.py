import asyncio

async def fetch(name, delay):
    print("start", name)
    await asyncio.sleep(delay)
    print("end", name)
    return name.upper()

async def main():
    results = await asyncio.gather(fetch("a", 0.02), fetch("b", 0.01), fetch("c", 0))
    print(results)
    t = asyncio.create_task(fetch("d", 0))
    r = await t
    print(r, t.done(), t.result())
    return 42

print(asyncio.run(main()))
async def boom():
    await asyncio.sleep(0)
    raise ValueError("bad")
async def main2():
    try:
        await boom()
    except ValueError as e:
        print("caught", e)
    res = await asyncio.gather(boom(), fetch("x", 0), return_exceptions=True)
    print(res)
    try:
        await asyncio.gather(boom(), fetch("y", 0))
    except ValueError as e:
        print("gather raised", e)
asyncio.run(main2())
async def compute(x):
    return x * x
async def main3():
    return sum([await compute(2), await compute(3)])
print(asyncio.run(main3()))
print(asyncio.run(compute(7)))
try:
    asyncio.run(5)
except ValueError as e:
    print(e)


async def producer(n):
    out = []
    for i in range(n):
        await asyncio.sleep(0)
        out.append(i)
    return out


async def worker(name, steps, log):
    for i in range(steps):
        log.append(f"{name}{i}")
        await asyncio.sleep(0)
    return name


async def main4():
    log = []
    names = await asyncio.gather(*(worker(n, 3, log) for n in "pq"))
    print(names, log)
    print(await producer(3))
    task = asyncio.create_task(worker("t", 2, log))
    await asyncio.sleep(0)
    print(task.done())
    await task
    print(task.done(), task.result())
    print(await asyncio.wait_for(producer(2), timeout=5))
    print(await asyncio.sleep(0, result="slept"))


asyncio.run(main4())
print(asyncio.iscoroutine(producer(1)), asyncio.iscoroutine(5))


class Client:
    def __init__(self):
        self.calls = 0

    async def get(self, url):
        self.calls += 1
        await asyncio.sleep(0.001)
        return {"url": url, "status": 200}


async def crawl():
    c = Client()
    pages = await asyncio.gather(*[c.get(f"/p{i}") for i in range(4)])
    return [p["url"] for p in pages], c.calls


print(asyncio.run(crawl()))


async def main5():
    try:
        await asyncio.wait_for(asyncio.sleep(10), timeout=0.01)
    except asyncio.TimeoutError:
        print("timed out")


asyncio.run(main5())
