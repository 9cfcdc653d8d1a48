import asyncio


async def inner():
    await asyncio.sleep(0)
    raise KeyError("missing")


async def main():
    print("main starts")
    await inner()


asyncio.run(main())
