def fake_api(page, per_page=3):
    data = [{"id": i, "name": f"item{i}"} for i in range(1, 9)]
    start = (page - 1) * per_page
    chunk = data[start:start + per_page]
    return {"items": chunk, "next": page + 1 if start + per_page < len(data) else None}
def all_items():
    page = 1
    while page:
        resp = fake_api(page)
        print(f"fetched page {page}: {len(resp['items'])} items")
        yield from resp["items"]
        page = resp["next"]
items = list(all_items())
print(len(items), items[-1])
print([i["name"] for i in items if i["id"] % 3 == 0])
def window(seq, n=2):
    it = iter(seq)
    win = [next(it) for _ in range(n)]
    yield tuple(win)
    for e in it:
        win = win[1:] + [e]
        yield tuple(win)
print(list(window(range(5), 3)))
