/* executor/lib/mod_queue.c: the queue module: Queue (a deque), LifoQueue (a list),
 * PriorityQueue (a heapq list) and SimpleQueue, with queue.Empty and queue.Full.
 *
 * A snippet runs on one thread, so nothing can ever fill an empty queue or drain a full
 * one while a call waits. Where CPython would block forever (get() on an empty queue or
 * put() on a full one with block=True and no timeout, join() with unfinished tasks) we
 * raise at once instead of hanging until the wall-clock limit: Empty / Full with a message
 * saying the call would block forever, and RuntimeError for join(). With a timeout the
 * call raises Empty / Full at once, as CPython would after waiting: the wait cannot change
 * the outcome. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_class.h"
#include "executor/lib/mod_collections.h"
#include "executor/lib/mod_heapq.h"

static struct type type_queue, type_lifo_queue, type_priority_queue, type_simple_queue;

enum queue_kind { FIFO, LIFO, PRIORITY, SIMPLE };

struct queue {
    obj hdr;
    enum queue_kind kind;
    obj *maxsize; /* int as given; <= 0: unbounded */
    obj *items;   /* deque (FIFO, SIMPLE) or list */
    int64_t unfinished;
};

#define Q(o) ((struct queue *)(o))

static enum queue_kind kind_of(struct type *t)
{
    return t == &type_lifo_queue       ? LIFO
           : t == &type_priority_queue ? PRIORITY
           : t == &type_simple_queue   ? SIMPLE
                                       : FIFO;
}

/* queue.Empty / queue.Full of this session: the classes live in the imported module */
static obj *raise_queue_exc(const char *name, const char *why)
{
    obj *mod = dict_get_cstr(vm->modules, "queue");
    obj *cls = mod ? dict_get_cstr(AS(module_obj, mod)->dict, name) : NULL;
    struct type *t = cls && is_type_obj(cls) && (((struct type *)cls)->flags & TF_EXCEPTION)
                         ? (struct type *)cls
                         : &exc_Exception;
    if (!why) {
        obj *e = exc_new(t, NULL, 0);
        return e ? exc_set(e) : NULL;
    }
    return exc_raise(t, "%s", why);
}

static obj *queue_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    enum queue_kind kind = kind_of(t);
    /* Queue's signature binds maxsize; SimpleQueue (a C type) has none, and its own words */
    if (kind == SIMPLE && nargs)
        return exc_raise(&exc_TypeError, "SimpleQueue() takes no positional arguments");
    if (kind == SIMPLE && kwnames && AS(tuple_obj, kwnames)->len)
        return exc_raise(&exc_TypeError, "SimpleQueue() takes no keyword arguments");
    /* maxsize, then the items: a deque, or a list */
    obj *refs[] = {kind == SIMPLE || !args[0] ? small_new(0) : args[0],
                   kind == FIFO || kind == SIMPLE ? collections_deque_new(NULL, -1) : list_new(0)};
    struct queue *q = refs[1] ? (struct queue *)obj_new_refs(t, refs, 2) : NULL;
    xdecref(refs[1]);
    if (q)
        q->kind = kind;
    return (obj *)q;
}

static intptr_t queue_size(struct queue *q)
{
    return op_len(q->items);
}

/* 0 < maxsize <= qsize(); -1 on error */
static int queue_is_full(struct queue *q)
{
    if (q->kind == SIMPLE)
        return 0;
    int bounded = op_compare_bool(small_new(0), q->maxsize, CMP_LT);
    if (bounded <= 0)
        return bounded;
    obj *n = small_new(queue_size(q));
    return op_compare_bool(q->maxsize, n, CMP_LE);
}

/* block/timeout arguments shared by put and get: 1 when the call may wait, 0 for nowait,
 * -1 on error; *timed: a timeout was given */
static int wait_args(obj *block, obj *timeout, bool *timed)
{
    *timed = false;
    int b = block ? op_truth(block) : 1;
    if (b <= 0)
        return b;
    if (timeout && timeout != NONE) {
        int neg = op_compare_bool(timeout, small_new(0), CMP_LT);
        if (neg < 0)
            return -1;
        if (neg) {
            exc_raise(&exc_ValueError, "'timeout' must be a non-negative number");
            return -1;
        }
        *timed = true;
    }
    return 1;
}

/* A put or get that would have to wait: queue.NAME (Empty or Full), with FOREVER as its
 * message when the call would wait with no timeout. Always NULL. */
static obj *cannot_wait(const char *name, obj *block, obj *timeout, const char *forever)
{
    bool timed;
    int may_wait = wait_args(block, timeout, &timed);
    if (may_wait < 0)
        return NULL;
    return raise_queue_exc(name, may_wait && !timed ? forever : NULL);
}

static obj *queue_put_item(struct queue *q, obj *item, obj *block, obj *timeout)
{
    int full = queue_is_full(q);
    if (full < 0)
        return NULL;
    if (full) {
        return cannot_wait("Full", block, timeout,
                           "put() would block forever: the queue is full and nothing else runs "
                           "to take from it");
    }
    int rc;
    if (q->kind == FIFO || q->kind == SIMPLE)
        rc = collections_deque_append(q->items, item);
    else if (q->kind == LIFO)
        rc = list_append(q->items, item);
    else
        rc = heapq_push(q->items, item);
    if (rc < 0)
        return NULL;
    q->unfinished++;
    return NONE;
}

static obj *queue_get_item(struct queue *q, obj *block, obj *timeout)
{
    if (queue_size(q) == 0) {
        return cannot_wait("Empty", block, timeout,
                           "get() would block forever: the queue is empty and nothing else runs "
                           "to fill it");
    }
    if (q->kind == FIFO || q->kind == SIMPLE)
        return collections_deque_popleft(q->items);
    if (q->kind == PRIORITY)
        return heapq_pop(q->items);
    struct list_obj *l = AS(list_obj, q->items);
    return l->items[--l->len];
}

/* Queue's methods are a Python class's (its messages count self); SimpleQueue's are C
 * ones. Both tables declare the arguments, so these only act. */
#define Q_METHOD(name) static obj *q_##name(obj **args, size_t nargs, obj *kw)

Q_METHOD(put)
{
    return queue_put_item(Q(args[0]), args[1], args[2], args[3]);
}

Q_METHOD(put_nowait)
{
    return queue_put_item(Q(args[0]), args[1], FALSE_OBJ, NULL);
}

Q_METHOD(get)
{
    return queue_get_item(Q(args[0]), args[1], args[2]);
}

Q_METHOD(get_nowait)
{
    return queue_get_item(Q(args[0]), FALSE_OBJ, NULL);
}

/* CPython's SimpleQueue.get_nowait checks by hand: positional arguments only */
Q_METHOD(simple_get_nowait)
{
    if (nargs > 1)
        return exc_raise(&exc_TypeError, "get_nowait() takes no arguments");
    return queue_get_item(Q(args[0]), FALSE_OBJ, NULL);
}

Q_METHOD(qsize)
{
    intptr_t n = queue_size(Q(args[0]));
    return n < 0 ? NULL : small_new(n);
}

Q_METHOD(empty)
{
    return bool_obj(queue_size(Q(args[0])) == 0);
}

Q_METHOD(full)
{
    int f = queue_is_full(Q(args[0]));
    return f < 0 ? NULL : bool_obj(f);
}

Q_METHOD(task_done)
{
    struct queue *q = Q(args[0]);
    if (q->unfinished <= 0)
        return exc_raise(&exc_ValueError, "task_done() called too many times");
    q->unfinished--;
    return NONE;
}

Q_METHOD(join)
{
    struct queue *q = Q(args[0]);
    if (q->unfinished > 0)
        return exc_raise(&exc_RuntimeError,
                         "join() would block forever: %lld task%s not marked done and nothing "
                         "else runs to finish them",
                         (long long)q->unfinished, q->unfinished == 1 ? " is" : "s are");
    return NONE;
}

/* a Python method that takes nothing besides self */
#define PY_NOARGS (&(const struct pyargs_sig){.names = (const char *const[]){NULL}, .style = PA_PY})

static const struct method_def queue_methods[] = {
    {"put", q_put, 0, PA_SIG_PY(1, 3, NULL, "item", "block", "timeout")},
    {"put_nowait", q_put_nowait, 0, PA_SIG_PY(1, 1, NULL, "item")},
    {"get", q_get, 0, PA_SIG_PY(0, 2, NULL, "block", "timeout")},
    {"get_nowait", q_get_nowait, 0, PY_NOARGS},
    {"qsize", q_qsize, 0, PY_NOARGS},
    {"empty", q_empty, 0, PY_NOARGS},
    {"full", q_full, 0, PY_NOARGS},
    {"task_done", q_task_done, 0, PY_NOARGS},
    {"join", q_join, 0, PY_NOARGS},
    {NULL, NULL, 0},
};

static const struct method_def simple_queue_methods[] = {
    {"put", q_put, 0, PA_SIG_KW(1, 3, NULL, "item", "block", "timeout")},
    {"put_nowait", q_put_nowait, 0, PA_SIG_KW(1, 1, NULL, "item")},
    {"get", q_get, 0, PA_SIG_KW(0, 2, NULL, "block", "timeout")},
    {"get_nowait", q_simple_get_nowait, 0},
    {"qsize", q_qsize, METH_NOARGS},
    {"empty", q_empty, METH_NOARGS},
    {NULL, NULL, 0},
};

static const struct getset_def queue_getset[] = {
    MEMBER("maxsize", MEMBER_OBJ, struct queue, maxsize),
    MEMBER("queue", MEMBER_OBJ, struct queue, items),
    MEMBER("unfinished_tasks", MEMBER_INT64, struct queue, unfinished),
    {NULL, NULL},
};

/* Queue.__init__(self, maxsize=0), whose name LifoQueue's and PriorityQueue's messages
 * carry too */
static const struct pyargs_sig queue_init_sig = {
    .name = "Queue.__init__",
    .names = (const char *const[]){"maxsize", NULL},
    .npos = 1,
    .style = PA_PY,
};

static struct type type_queue = {
    .name = "Queue",
    .instance_size = sizeof(struct queue),
    .methods = queue_methods,
    .getset = queue_getset,
    .refs = REFS(struct queue, maxsize, items),
    .construct = queue_construct,
    .construct_sig = &queue_init_sig,
};

/* LifoQueue and PriorityQueue have Queue's layout and constructor */
static struct type type_lifo_queue = {
    .name = "LifoQueue",
    .base_type = &type_queue,
};

static struct type type_priority_queue = {
    .name = "PriorityQueue",
    .base_type = &type_queue,
};

static struct type type_simple_queue = {
    .name = "_queue.SimpleQueue",
    .instance_size = sizeof(struct queue),
    .methods = simple_queue_methods,
    .refs = REFS(struct queue, maxsize, items),
    .construct = queue_construct,
};

static int queue_fill(obj *m)
{
    obj *d = AS(module_obj, m)->dict;
    /* CPython's Empty comes from the C module _queue, Full from queue.py */
    if (dict_set_cstr(d, "Empty", libclass_exception("Empty", "_queue")) < 0 ||
        dict_set_cstr(d, "Full", libclass_exception("Full", "queue")) < 0)
        return -1;
    return 0;
}

const struct module_def mod_queue = {
    .name = "queue",
    .types = (const struct module_type[]){{&type_queue, true},
                                          {&type_lifo_queue, true},
                                          {&type_priority_queue, true},
                                          {&type_simple_queue, true, "_queue"},
                                          {NULL}},
    .fill = queue_fill,
};
