/* queue: the requests that wait for a jail under --max-jails. Each client
 * has its own queue; clients with waiting requests form a ring, and a free
 * slot goes to the next client in it, so one busy client cannot starve the
 * others. Nothing is dropped: a client with too many waiting requests is not
 * read from until they drain (client.c). */
#include "server/server.h"

/* Puts a request in its client's queue and the client in the round-robin
 * ring, then lets the scheduler start what fits. */
void queue_add(struct client *c, struct request *r)
{
    struct server *s = c->server;
    if (c->wait_tail)
        c->wait_tail->next = r;
    else
        c->wait_head = r;
    c->wait_tail = r;
    c->nwaiting++;
    if (!c->in_ring) {
        if (s->ring) {
            c->ring_next = s->ring->ring_next;
            s->ring->ring_next = c;
        } else {
            c->ring_next = c;
            s->ring = c;
        }
        c->in_ring = true;
    }
    client_update_events(c);
    queue_schedule(s);
}

void queue_take_slot(struct cell *cell, struct client *c)
{
    cell->owner = c;
    cell->counted = true;
    c->server->busy++;
}

void queue_release_slot(struct cell *cell)
{
    if (!cell->counted)
        return;
    cell->counted = false;
    cell->server->busy--;
}

/* Pops the next waiting request in round-robin order across clients. */
static struct request *next_waiting(struct server *s)
{
    struct client *c = s->ring->ring_next; /* the ring's head is the last served */
    struct request *r = c->wait_head;
    c->wait_head = r->next;
    if (!c->wait_head)
        c->wait_tail = NULL;
    c->nwaiting--;
    r->next = NULL;
    if (c->wait_head) {
        s->ring = c;
    } else {
        /* Leaves the ring. */
        if (c->ring_next == c) {
            s->ring = NULL;
        } else {
            s->ring->ring_next = c->ring_next;
        }
        c->in_ring = false;
    }
    client_update_events(c);
    return r;
}

/* Makes the next client in the ring one whose user is under its jail cap
 * (fair.c) and that is not over its buffer (budget.c: a client that does not
 * read its answers starts no more jails); false when there is none. */
static bool skip_to_allowed(struct server *s)
{
    struct client *before = s->ring;
    do {
        if (fair_jail_allowed(before->ring_next) && budget_answers_allowed(before->ring_next)) {
            s->ring = before;
            return true;
        }
        before = before->ring_next;
    } while (before != s->ring);
    return false;
}

void queue_schedule(struct server *s)
{
    s->memory_waiting = false;
    while (s->ring && s->busy < s->max_jails && skip_to_allowed(s)) {
        enum memory_admission admission = memory_admit(s, s->ring->ring_next->wait_head);
        if (admission == MEMORY_WAIT) {
            /* In order: what waits longest gets the memory first. */
            s->memory_waiting = true;
            break;
        }
        struct request *r = next_waiting(s);
        if (admission == MEMORY_NEVER)
            memory_refuse(r);
        else
            methods_start(r);
    }
}
