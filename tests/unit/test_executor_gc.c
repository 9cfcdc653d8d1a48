/* tests/unit/test_executor_gc.c: the description of an object's references (struct type:
 * refs, traverse, finalize, dealloc) and what is built on it alone: the generic dealloc,
 * obj_traverse and the session's cycle collector. A test type counts its finalizations and
 * frees, so that each test can see what was freed and when. */
#include <criterion/criterion.h>
#include <string.h>

#include "executor/executor.h"
#include "executor/core/vm.h"

/* A node: two listed references, and an inline row of three more for its traverse. */
struct node {
    obj hdr;
    obj *a, *b;
    obj *row[3];
    int finalized;
};

static int nodes_freed, nodes_finalized;

static void node_traverse(obj *o, visit_fn visit, void *arg)
{
    obj_visit_array(((struct node *)o)->row, 3, visit, arg);
}

static void node_finalize(obj *o)
{
    struct node *n = (struct node *)o;
    if (!n->finalized++)
        nodes_finalized++;
}

/* counts, then frees the memory as every dealloc does */
static void node_dealloc(obj *o)
{
    nodes_freed++;
    obj_free(o);
}

static struct type type_node = {
    .base = {REFCNT_IMMORTAL, &type_type},
    .name = "node",
    .base_type = &type_object,
    .refs = REFS(struct node, a, b),
    .traverse = node_traverse,
    .finalize = node_finalize,
    .dealloc = node_dealloc,
};

static obj *node_new(void)
{
    struct node *n = (struct node *)obj_alloc(&type_node, sizeof *n);
    cr_assert_not_null(n);
    memset((char *)n + sizeof(obj), 0, sizeof *n - sizeof(obj));
    return (obj *)n;
}

static struct vm *session(void)
{
    executor_init_process();
    struct vm *v = vm_create();
    cr_assert_not_null(v);
    vm = v;
    nodes_freed = nodes_finalized = 0;
    return v;
}

static size_t tracked(struct vm *v)
{
    size_t n = 0;
    for (struct gc_link *l = v->gc_objects.next; l != &v->gc_objects; l = l->next)
        n++;
    return n;
}

static void count_slot(obj **slot, void *arg)
{
    if (*slot)
        (*(int *)arg)++;
}

Test(gc, traverse_visits_the_listed_fields_then_the_variable_part)
{
    struct vm *v = session();
    struct node *n = (struct node *)node_new();
    n->a = str_new_cstr("a");
    n->row[0] = str_new_cstr("r0");
    n->row[2] = small_new(7); /* a small int is a reference like any other */
    int seen = 0;
    obj_traverse((obj *)n, count_slot, &seen);
    cr_assert_eq(seen, 3);

    obj *l = list_new(0);
    list_append_steal(l, str_new_cstr("x"));
    list_append_steal(l, str_new_cstr("y"));
    obj *d = dict_new();
    dict_set_cstr(d, "k", str_new_cstr("v"));
    seen = 0;
    obj_traverse(l, count_slot, &seen);
    obj_traverse(d, count_slot, &seen);
    cr_assert_eq(seen, 2 + 2, "a list's items, a dict's key and value");
    decref(l);
    decref(d);
    decref((obj *)n);
    vm_destroy(v);
}

/* The generic dealloc drops every listed and traversed reference: a chain of nodes goes at
 * once, through a list and a tuple, and the heap is back where it started. */
Test(gc, the_generic_dealloc_drops_every_reference)
{
    struct vm *v = session();
    size_t before = v->heap_used, tracked_before = tracked(v);
    struct node *top = (struct node *)node_new();
    struct node *mid = (struct node *)node_new();
    obj *leaf = node_new();
    top->a = (obj *)mid;
    mid->row[1] = tuple_pack(2, leaf, NONE);
    top->b = list_new(0);
    list_append_steal(top->b, leaf);
    cr_assert_eq(tracked(v), tracked_before + 5, "three nodes, a tuple and a list");
    decref((obj *)top);
    cr_assert_eq(nodes_freed, 3);
    cr_assert_eq(nodes_finalized, 3, "finalize runs before the references go");
    cr_assert_eq(tracked(v), tracked_before);
    cr_assert_eq(v->heap_used, before);
    vm_destroy(v);
}

/* A finalizer that keeps its object (incref) stops the dealloc; it stays alive. */
static void node_keep(obj *o)
{
    node_finalize(o);
    if (((struct node *)o)->finalized == 1)
        incref(o);
}

Test(gc, a_finalizer_may_keep_its_object)
{
    struct vm *v = session();
    type_node.finalize = node_keep;
    obj *n = node_new();
    ((struct node *)n)->a = str_new_cstr("kept");
    decref(n);
    cr_assert_eq(nodes_freed, 0);
    cr_assert_eq(n->refcnt, 1);
    cr_assert_str_eq(str_cstr(((struct node *)n)->a), "kept");
    decref(n); /* finalized already: this time it goes */
    cr_assert_eq(nodes_freed, 1);
    type_node.finalize = node_finalize;
    vm_destroy(v);
}

/* Cycles refcounting cannot free: a node that holds itself, two nodes that hold each other
 * through a dict, a node in its own list. They stay until the session ends; the collector
 * then finalizes each once and frees them all. */
Test(gc, the_collector_frees_the_cycles_at_session_end)
{
    struct vm *v = session();
    struct node *self = (struct node *)node_new();
    self->a = incref((obj *)self);
    struct node *x = (struct node *)node_new(), *y = (struct node *)node_new();
    x->b = dict_new();
    dict_set_cstr(x->b, "y", incref((obj *)y));
    y->row[2] = incref((obj *)x);
    struct node *z = (struct node *)node_new();
    z->a = list_new(0);
    list_append(z->a, (obj *)z);
    decref((obj *)self);
    decref((obj *)x);
    decref((obj *)y);
    decref((obj *)z);
    cr_assert_eq(nodes_freed, 0, "refcounting alone frees none of them");
    vm_destroy(v);
    cr_assert_eq(nodes_freed, 4);
    cr_assert_eq(nodes_finalized, 4);
}

/* The same through the language: cycles through a list, a dict, an instance's dict, a
 * class and its methods (zero-argument super), a closure, an exception and a generator
 * that holds itself. ASan's leak checker (make test SAN=1) sees any that survive; here the
 * session's end must not crash and a later session must work. */
Test(gc, the_collector_frees_what_a_snippet_left)
{
    const char *code = "l = []\nl.append(l)\n"
                       "d = {}\nd['d'] = d\n"
                       "class B:\n    def m(self):\n        return 1\n"
                       "class A(B):\n    def m(self):\n        return super().m()\n"
                       "a = A()\na.me = a\na.m()\n"
                       "def outer():\n    def inner():\n        return inner\n    return inner\n"
                       "f = outer()\n"
                       "try:\n    raise ValueError('x')\nexcept ValueError as e:\n"
                       "    e.me = e\n    err = e\n"
                       "def gen():\n    me = yield 1\n    yield me\n"
                       "g = gen()\nnext(g)\ng.send(g)\n"
                       "t = ([],)\nt[0].append(t)\n"
                       "print(len(l), len(d))\n";
    for (int i = 0; i < 2; i++) {
        struct executor *ex = executor_new(NULL);
        cr_assert_not_null(ex);
        struct executor_result r;
        cr_assert_eq(executor_exec(ex, code, strlen(code), &r), 0);
        cr_assert_eq(r.status, EXECUTOR_OK, "%s", r.error.value ? r.error.value : "");
        cr_assert_str_eq(r.logs, "1 1\n");
        executor_result_free(&r);
        executor_free(ex);
    }
}
