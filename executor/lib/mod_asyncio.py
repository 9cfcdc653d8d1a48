# executor/lib/mod_asyncio.py: a minimal asyncio for the way agents write it: asyncio.run,
# gather, create_task, sleep, wait_for, Task, iscoroutine, as one event loop over the
# executor's generators. An async def is a generator and `await x` is `yield from x`
# (parse.c), so what a coroutine yields reaches the loop: None (run again later),
# ("sleep", deadline) or ("wait", task). Sleeping really sleeps (time.sleep) when every
# task waits for a deadline. The plain generators below (_sleep_steps, _gather_steps,
# _wait_for_steps) talk to the loop, and the coroutines sleep, _gather and wait_for await
# them (an async def that yields would be an async generator). Run by
# executor/lib/mod_asyncio.c with time and heapq bound.

_monotonic = time.monotonic
_sleep = time.sleep
_heappush = heapq.heappush
_heappop = heapq.heappop
del time, heapq

_running_loop = None


class CancelledError(BaseException):
    pass


class InvalidStateError(Exception):
    pass


TimeoutError = TimeoutError


def iscoroutine(obj):
    return type(obj).__name__ == "generator" and repr(obj).startswith("<coroutine ")


class Task:
    def __init__(self, coro, loop, name=None):
        self._coro = coro
        self._loop = loop
        self._done = False
        self._cancelled = False
        self._result = None
        self._exception = None
        self._waiters = []
        self._name = name

    def done(self):
        return self._done

    def cancelled(self):
        return self._cancelled

    def get_name(self):
        return self._name

    def result(self):
        if not self._done:
            raise InvalidStateError("Result is not set.")
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if not self._done:
            raise InvalidStateError("Exception is not set.")
        return self._exception

    def cancel(self, msg=None):
        if self._done:
            return False
        self._loop._throw(self, CancelledError() if msg is None else CancelledError(msg))
        return True

    def __iter__(self):
        # await task: wait until it is done, then its result or its exception
        while not self._done:
            yield ("wait", self)
        return self.result()

    def __repr__(self):
        state = "done" if self._done else "pending"
        return "<Task %s name=%r coro=%r>" % (state, self._name, self._coro)


class _Loop:
    def __init__(self):
        self._ready = []
        self._timers = []
        self._seq = 0
        self._count = 0

    def create_task(self, coro, name=None):
        if not iscoroutine(coro):
            raise TypeError("a coroutine was expected, got %r" % (coro,))
        self._count += 1
        task = Task(coro, self, name if name is not None else "Task-%d" % self._count)
        self._ready.append((task, None))
        return task

    def _throw(self, task, exc):
        self._ready.append((task, exc))

    def _finish(self, task, result, exception):
        task._done = True
        task._result = result
        task._exception = exception
        task._cancelled = isinstance(exception, CancelledError)
        for waiter in task._waiters:
            self._ready.append((waiter, None))
        task._waiters = []

    def _step(self, task, exc):
        if task._done:
            return
        try:
            signal = task._coro.send(None) if exc is None else task._coro.throw(exc)
        except StopIteration as e:
            self._finish(task, e.value, None)
            return
        except BaseException as e:
            self._finish(task, None, e)
            return
        if signal is None:
            self._ready.append((task, None))
        elif signal[0] == "sleep":
            self._seq += 1
            _heappush(self._timers, (signal[1], self._seq, task))
        elif signal[0] == "wait":
            target = signal[1]
            if target._done:
                self._ready.append((task, None))
            else:
                target._waiters.append(task)
        else:
            self._step(task, RuntimeError("Task got bad yield: %r" % (signal,)))

    def run_until_complete(self, task):
        while not task._done:
            if self._ready:
                ready, self._ready = self._ready, []
                for t, exc in ready:
                    self._step(t, exc)
                continue
            if not self._timers:
                raise RuntimeError("Event loop stopped before Future completed.")
            delay = self._timers[0][0] - _monotonic()
            if delay > 0:
                _sleep(delay)
            now = _monotonic()
            while self._timers and self._timers[0][0] <= now:
                self._ready.append((_heappop(self._timers)[2], None))
        return task.result()


def _get_loop():
    if _running_loop is None:
        raise RuntimeError("no running event loop")
    return _running_loop


def get_running_loop():
    return _get_loop()


def run(main, *, debug=None):
    global _running_loop
    if _running_loop is not None:
        raise RuntimeError("asyncio.run() cannot be called from a running event loop")
    if not iscoroutine(main):
        raise ValueError("a coroutine was expected, got %r" % (main,))
    loop = _Loop()
    _running_loop = loop
    try:
        return loop.run_until_complete(loop.create_task(main))
    finally:
        _running_loop = None


def create_task(coro, *, name=None):
    return _get_loop().create_task(coro, name)


async def sleep(delay, result=None):
    return await _sleep_steps(delay, result)


async def _gather(tasks, return_exceptions):
    return await _gather_steps(tasks, return_exceptions)


async def wait_for(aw, timeout):
    return await _wait_for_steps(aw, timeout)


def ensure_future(aw):
    if isinstance(aw, Task):
        return aw
    return _get_loop().create_task(aw)


def _sleep_steps(delay, result):
    if delay <= 0:
        yield None
    else:
        yield ("sleep", _monotonic() + delay)
    return result


def _gather_steps(tasks, return_exceptions):
    for t in tasks:
        while not t._done:
            yield ("wait", t)
        if t._exception is not None and not return_exceptions:
            raise t._exception
    return [t._exception if t._exception is not None else t._result for t in tasks]


def gather(*aws, return_exceptions=False):
    loop = _get_loop()
    tasks = [ensure_future(a) for a in aws]
    return _gather(tasks, return_exceptions)


def _wait_for_steps(aw, timeout):
    task = ensure_future(aw)
    if timeout is None:
        return (yield from task)
    deadline = _monotonic() + timeout
    while not task._done:
        if _monotonic() >= deadline:
            task.cancel()
            raise TimeoutError()
        yield ("sleep", min(deadline, _monotonic() + 0.001))
    return task.result()


def as_completed(aws):
    tasks = [ensure_future(a) for a in aws]
    return list(tasks)
