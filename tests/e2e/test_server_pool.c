/* End-to-end tests of the jails' cgroups in `warden serve`, made ahead and
 * reused (server/pool_cgroup.c), and of CPU time as the jail's cgroup counts
 * it: a reused group carries no count and no limit of one run into the next,
 * and background children killed at a jail's end are counted. Real cgroups and
 * real jails; skipped where this machine has no cgroup warden may use. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/e2e/e2e.h"
#include "tests/e2e/test_server_util.h"

#define MiB (1024.0 * 1024.0)

static struct server srv;

static void start(void)
{
    /* One warm jail: few groups go round, so each is reused again and again. */
    const char *args[] = {"--pool", "1", NULL};
    server_start(&srv, args);
    server_probe_profile(&srv, "probe", "MemoryMax=96M\n");
}

static void stop(void)
{
    server_stop(&srv);
}

TestSuite(pool, .init = start, .fini = stop, .timeout = 120);

static void need_cgroups(void)
{
    const char *reason;
    if (!e2e_cgroup_mechanism(&reason))
        cr_skip_test("%s", reason);
}

/* `warden run --connect SOCKET -p probe --json -- argv...`: the result. */
static json_t *command(const char *const *argv)
{
    /* A generous timeout: on a loaded machine CPU time comes slowly. */
    const char *args[32] = {"warden", "run",    "--connect", srv.socket, "-p",
                            "probe",  "--json", "--timeout", "60",       "--"};
    size_t n = 10;
    for (const char *const *a = argv; *a; a++)
        args[n++] = *a;
    args[n] = NULL;
    int status;
    char *out = cli_run(args, NULL, &status);
    /* The command's own output comes first, on the client's stdout. */
    const char *line = strstr(out, "{\"status\"");
    json_t *r = line ? json_loads(line, 0, NULL) : NULL;
    cr_assert(r, "not JSON (exit %d): %s", status, out);
    free(out);
    return r;
}

static double usage_of(json_t *r, const char *key)
{
    return json_number_value(json_object_get(json_object_get(r, "usage"), key));
}

static json_int_t counter(const char *name)
{
    struct conn c;
    conn_open(&c, &srv);
    json_t *info = conn_result(&c, "server.info", NULL);
    json_int_t n = json_integer_value(json_object_get(json_object_get(info, "counters"), name));
    json_decref(info);
    conn_close(&c);
    return n;
}

/* Four children in the background use 100 ms of CPU each and are killed at
 * the jail's end, never waited for: their time is the jail's all the same. */
Test(pool, cpu_time_counts_background_children)
{
    need_cgroups();
    json_t *r = command((const char *[]){"/opt/probe", "burn", "4", "100", NULL});
    cr_assert_str_eq(status_of(r), "ok", "%s", json_dumps(r, 0));
    cr_assert_geq(usage_of(r, "cpu_ms"), 400, "%s", json_dumps(r, 0));
    json_decref(r);
}

/* Small runs after a big one, enough of them that the big run's group comes
 * round again (few groups circulate with one warm jail): none shows the big
 * run's peak or CPU time. */
static void small_runs_after(const char *what)
{
    for (int i = 0; i < 5; i++) {
        json_t *small = command((const char *[]){"/bin/true", NULL});
        cr_assert_str_eq(status_of(small), "ok", "%s", json_dumps(small, 0));
        cr_assert_lt(usage_of(small, "peak_memory_bytes"), 16 * MiB, "after %s: %s", what,
                     json_dumps(small, 0));
        cr_assert_lt(usage_of(small, "cpu_ms"), 150, "after %s: %s", what, json_dumps(small, 0));
        json_decref(small);
    }
}

/* Runs that use much memory, much CPU, or are killed by the OOM killer, on
 * groups that go round: the runs after them never show their usage, and the
 * limit still holds on a reused group. */
Test(pool, a_reused_cgroup_carries_nothing_over)
{
    need_cgroups();
    json_int_t reused = counter("cgroups_reused");
    for (int round = 0; round < 2; round++) {
        json_t *big = command((const char *[]){"/opt/probe", "alloc", "64", NULL});
        cr_assert_str_eq(status_of(big), "ok", "%s", json_dumps(big, 0));
        cr_assert_geq(usage_of(big, "peak_memory_bytes"), 64 * MiB);
        json_decref(big);
        small_runs_after("a 64 MiB run");

        json_t *busy = command((const char *[]){"/opt/probe", "burn", "2", "150", NULL});
        cr_assert_geq(usage_of(busy, "cpu_ms"), 300, "%s", json_dumps(busy, 0));
        json_decref(busy);
        small_runs_after("a run of 300 ms of CPU");

        json_t *oom = command((const char *[]){"/opt/probe", "alloc", "200", NULL});
        cr_assert_str_eq(status_of(oom), "memory", "round %d: %s", round, json_dumps(oom, 0));
        json_decref(oom);
        small_runs_after("an OOM kill");
    }
    /* Else the test proved nothing about reuse. */
    cr_assert_geq(counter("cgroups_reused") - reused, 10);
}

/* Groups are reused only for the limits they were made with: a profile's
 * bigger MemoryMax= never reaches a jail of a smaller one, nor the reverse. */
Test(pool, limits_stay_with_their_profile)
{
    need_cgroups();
    server_probe_profile(&srv, "probe-big", "MemoryMax=256M\n");
    for (int i = 0; i < 4; i++) {
        const char *big[] = {"warden", "run",        "--connect", srv.socket, "-p", "probe-big",
                             "--",     "/opt/probe", "alloc",     "150",      NULL};
        int status;
        char *out = cli_run(big, NULL, &status);
        cr_assert_str_eq(out, "ok\n", "exit %d", status);
        free(out);
        json_t *r = command((const char *[]){"/opt/probe", "alloc", "150", NULL});
        cr_assert_str_eq(status_of(r), "memory", "%s", json_dumps(r, 0));
        json_decref(r);
    }
}

/* With --pool 0 nothing is kept: every jail's group goes with it. */
Test(pool, no_pool_keeps_no_cgroups)
{
    need_cgroups();
    struct server none;
    const char *args[] = {"--pool", "0", NULL};
    server_start(&none, args);
    struct conn c;
    conn_open(&c, &none);
    for (int i = 0; i < 3; i++)
        json_decref(run_code(&c, AST, "1"));
    for (int i = 0; i < 200 && server_cgroups(&none) > 0; i++)
        usleep(10000);
    cr_assert_eq(server_cgroups(&none), 0);
    conn_close(&c);
    server_stop(&none);
}

static json_int_t warm_jails(void)
{
    struct conn c;
    conn_open(&c, &srv);
    json_t *info = conn_result(&c, "server.info", NULL);
    json_int_t n = json_integer_value(json_object_get(json_object_get(info, "jails"), "warm"));
    json_decref(info);
    conn_close(&c);
    return n;
}

/* Runs back to back come faster than one jail gets ready: the pool grows past
 * --pool 1 to keep up, and shrinks back once the requests stop. Two pools are
 * in use: `default`'s (always warm) and AST's. */
Test(pool, grows_with_the_request_rate_and_shrinks_back)
{
    struct conn c;
    conn_open(&c, &srv);
    json_int_t most = 0;
    for (int i = 0; i < 60; i++) {
        json_t *r = run_code(&c, AST, "1 + 1");
        cr_assert_str_eq(status_of(r), "ok");
        json_decref(r);
        json_int_t warm = warm_jails();
        most = warm > most ? warm : most;
    }
    conn_close(&c);
    cr_assert_gt(most, 2, "the pool never grew past --pool 1");
    json_int_t warm = warm_jails();
    for (int i = 0; i < 300 && warm > 2; i++) {
        usleep(100000);
        warm = warm_jails();
    }
    cr_assert_leq(warm, 2, "the pool did not shrink back to --pool 1");
}
