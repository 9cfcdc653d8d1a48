/* server_bench: latency and throughput of snippets through `warden serve`,
 * side by side with the baselines in the same run. Each latency round runs
 * every baseline command once, then one cold run (a server without a warm
 * pool), one warm-pool run after a pause, one session exec of the same
 * snippet, and a burst of warm-pool runs back to back (no pause), so drift on
 * a shared machine hits them all alike. Then N clients (1, 2, 8) run snippets
 * back to back, in slices that alternate with the bare-jail loop, so that
 * each throughput is compared with the bare jails measured beside it. Prints
 * markdown tables and the ratios issue 16 asks for; with a DATA folder,
 * writes latency.dat and throughput.dat for the plot.
 *
 * usage: server_bench ROUNDS SECONDS WARM_SOCKET COLD_SOCKET PROFILE DATA
 *                     'label=cmd args' ... */
#include <fcntl.h>
#include <poll.h>
#include <jansson.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "jail/jail.h"
#include "profiles/profile.h"
#include "server/remote.h"

#define MAX_SERIES 16
#define MAX_ARGS 32
#define SNIPPET "print(1)"
/* Warm-pool runs back to back per round: more than the default pool holds,
 * so that a pool that only refills when quiet would drain within a burst. */
#define BURST 8
/* Slices each throughput point is cut into, alternating with the bare jails. */
#define SLICES 4

extern char **environ;

struct series {
    const char *label;
    char *argv[MAX_ARGS]; /* a baseline command, or argv[0] NULL for a server mode */
    double *samples;
    int nsamples, per_round;
    int failures;
    double median;
};

static const char *profile;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void connect_or_die(struct remote *r, const char *path)
{
    char err[256];
    if (remote_connect(r, path, err, sizeof err) < 0) {
        fprintf(stderr, "server_bench: %s\n", err);
        exit(1);
    }
}

/* One snippet through the server; false unless it printed "1". */
static bool call_ok(struct remote *r, const char *method, json_t *params)
{
    json_t *result, *error;
    int rc = remote_call(r, method, params, NULL, NULL, &result, &error);
    bool ok =
        rc == 0 &&
        strcmp(json_string_value(json_object_get(json_object_get(result, "logs"), "stdout")) ?: "",
               "1\n") == 0;
    if (rc == 0 && !ok) {
        char *text = json_dumps(result, JSON_COMPACT);
        fprintf(stderr, "server_bench: %s\n", text);
        free(text);
    }
    json_decref(result);
    json_decref(error);
    return ok;
}

static bool run_snippet(struct remote *r)
{
    return call_ok(r, "run", json_pack("{s:s,s:s}", "profile", profile, "code", SNIPPET));
}

static double run_command(struct series *s)
{
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    double t0 = now_ms();
    pid_t pid;
    int status = 1;
    if (posix_spawnp(&pid, s->argv[0], &fa, NULL, s->argv, environ) == 0)
        waitpid(pid, &status, 0);
    double t = now_ms() - t0;
    posix_spawn_file_actions_destroy(&fa);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        s->failures++;
    return t;
}

/* N clients, each on its own connection in its own process, for seconds. */
static double throughput(const char *socket, int clients, double seconds)
{
    int fds[2];
    if (pipe(fds) < 0)
        exit(1);
    double start = now_ms();
    for (int i = 0; i < clients; i++) {
        if (fork() == 0) {
            struct remote r;
            connect_or_die(&r, socket);
            long done = 0;
            while (now_ms() - start < seconds * 1000)
                done += run_snippet(&r);
            if (write(fds[1], &done, sizeof done) < 0)
                _exit(1);
            _exit(0);
        }
    }
    close(fds[1]);
    long total = 0, done;
    while (read(fds[0], &done, sizeof done) == (ssize_t)sizeof done)
        total += done;
    close(fds[0]);
    while (wait(NULL) > 0)
        ;
    return total / ((now_ms() - start) / 1000);
}

static int do_nothing(void *arg)
{
    (void)arg;
    return 0;
}

/* The jail machinery alone, for scale: jails of the same profile with an
 * empty payload, `in_flight` at a time, spawned and reaped by this process
 * for seconds. What the server adds on top is the worker and the protocol. */
static double raw_jails(int in_flight, double seconds)
{
    struct profile p;
    struct jail_config c;
    struct seccomp_program prog;
    struct profile_jail_storage st;
    char err[512];
    if (profile_load(profile, profile_search_path(), &p, err, sizeof err) < 0 ||
        profile_jail_config(&p, NULL, -1, &c, &prog, &st, err, sizeof err) < 0) {
        fprintf(stderr, "server_bench: %s\n", err);
        return 0;
    }
    c.callback = do_nothing;
    c.argv = NULL;
    c.capture = true;
    struct jail_process *live[64];
    int n = 0;
    long done = 0;
    double start = now_ms();
    while (now_ms() - start < seconds * 1000 || n) {
        while (n < in_flight && now_ms() - start < seconds * 1000) {
            jail_spawn(&c, &live[n]);
            if (live[n])
                n++;
        }
        struct pollfd pfd[64];
        for (int i = 0; i < n; i++)
            pfd[i] = (struct pollfd){jail_process_fd(live[i]), POLLIN, 0};
        poll(pfd, (nfds_t)n, 100);
        for (int i = 0; i < n; i++) {
            if (!jail_process_step(live[i]))
                continue;
            struct jail_result r;
            jail_process_finish(live[i], &r);
            done += r.status == JAIL_OK;
            jail_result_free(&r);
            live[i--] = live[--n];
        }
    }
    double rate = done / ((now_ms() - start) / 1000);
    seccomp_program_free(&prog);
    profile_jail_storage_free(&st);
    profile_free(&p);
    return rate;
}

/* The warm server's pool counters so far: the latency rounds' misses. */
static void pool_counters(struct remote *r)
{
    json_t *info, *error;
    if (remote_call(r, "server.info", json_object(), NULL, NULL, &info, &error) != 0) {
        json_decref(error);
        return;
    }
    json_t *c = json_object_get(info, "counters");
    long long hits = json_integer_value(json_object_get(c, "pool_hits")),
              misses = json_integer_value(json_object_get(c, "pool_misses")),
              unready = json_integer_value(json_object_get(c, "pool_unready"));
    printf("\nWarm server: %lld pool hits (%lld on a jail still getting ready), %lld misses "
           "(%.1f%%); %lld jail cgroups made, %lld reused.\n",
           hits, unready, misses, hits + misses ? 100.0 * misses / (hits + misses) : 0,
           (long long)json_integer_value(json_object_get(c, "cgroups_made")),
           (long long)json_integer_value(json_object_get(c, "cgroups_reused")));
    json_decref(info);
}

int main(int argc, char **argv)
{
    if (argc < 7) {
        fprintf(stderr, "usage: server_bench ROUNDS SECONDS WARM_SOCKET COLD_SOCKET PROFILE DATA "
                        "'label=cmd args' ...\n");
        return 2;
    }
    int rounds = atoi(argv[1]), warmup = 20;
    double seconds = atof(argv[2]);
    const char *warm = argv[3], *cold = argv[4], *data = argv[6];
    profile = argv[5];
    signal(SIGPIPE, SIG_IGN);

    struct series s[MAX_SERIES];
    int n = 0;
    for (int i = 7; i < argc && n < MAX_SERIES - 3; i++, n++) {
        char *spec = strdup(argv[i]), *eq = strchr(spec, '=');
        if (!eq)
            return 2;
        *eq = '\0';
        s[n].label = spec;
        int k = 0;
        for (char *tok = strtok(eq + 1, " "); tok && k < MAX_ARGS - 1; tok = strtok(NULL, " "))
            s[n].argv[k++] = tok;
        s[n].argv[k] = NULL;
    }
    int first_server = n;
    enum { COLD, WARM, SESSION, BACK_TO_BACK, MODES };
    const char *modes[MODES] = {"warden serve, one-shot (no pool: a fresh jail)",
                                "warden serve, warm pool (10 ms pause before each)",
                                "warden serve, session exec",
                                "warden serve, warm pool, back to back (bursts of 8)"};
    for (int m = 0; m < MODES; m++, n++) {
        s[n].label = modes[m];
        s[n].argv[0] = NULL;
    }
    for (int i = 0; i < n; i++) {
        s[i].per_round = i == first_server + BACK_TO_BACK ? BURST : 1;
        s[i].samples = calloc((size_t)(rounds * s[i].per_round), sizeof(double));
        s[i].nsamples = 0;
        s[i].failures = 0;
    }

    struct remote rc, rw, rs;
    connect_or_die(&rc, cold);
    connect_or_die(&rw, warm);
    connect_or_die(&rs, warm);
    json_t *result, *error;
    if (remote_call(&rs, "session.open", json_pack("{s:s}", "profile", profile), NULL, NULL,
                    &result, &error) != 0) {
        fprintf(stderr, "server_bench: session.open failed\n");
        return 1;
    }
    char session[64];
    snprintf(session, sizeof session, "%s",
             json_string_value(json_object_get(result, "session_id")));
    json_decref(result);

    for (int r = -warmup; r < rounds; r++) {
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < s[i].per_round; k++) {
                double t0 = now_ms(), t;
                bool ok = true;
                int m = i - first_server;
                if (s[i].argv[0])
                    t = run_command(&s[i]);
                else if (m == COLD)
                    ok = run_snippet(&rc), t = now_ms() - t0;
                else if (m == WARM || m == BACK_TO_BACK)
                    ok = run_snippet(&rw), t = now_ms() - t0;
                else
                    ok = call_ok(&rs, "session.exec",
                                 json_pack("{s:s,s:s}", "session_id", session, "code", SNIPPET)),
                    t = now_ms() - t0;
                if (r >= 0) {
                    s[i].samples[s[i].nsamples++] = t;
                    s[i].failures += !ok;
                }
            }
            /* Think time before the next paused warm run, as between an
             * agent's steps: the pool has refilled by then. */
            if (i + 1 - first_server == WARM)
                usleep(10000);
        }
        if (r == -1)
            for (int i = 0; i < n; i++)
                s[i].failures = 0;
    }

    char path[512];
    snprintf(path, sizeof path, "%s/latency.dat", data);
    FILE *dat = data[0] ? fopen(path, "w") : NULL;
    printf("| `print(1)` through | median ms | p90 ms | p99 ms | min ms | failures |\n");
    printf("|---|---|---|---|---|---|\n");
    for (int i = 0; i < n; i++) {
        int k = s[i].nsamples;
        qsort(s[i].samples, (size_t)k, sizeof(double), cmp_double);
        s[i].median = s[i].samples[k / 2];
        double p90 = s[i].samples[k * 9 / 10], p99 = s[i].samples[(int)(k * 0.99)];
        printf("| %s | %.3f | %.3f | %.3f | %.3f | %d |\n", s[i].label, s[i].median, p90, p99,
               s[i].samples[0], s[i].failures);
        if (dat)
            fprintf(dat, "\"%s\" %.4f %.4f\n", s[i].label, s[i].median, p99);
    }
    if (dat)
        fclose(dat);
    pool_counters(&rw);

    /* Each point: SLICES slices of the server with N clients, each followed
     * by a slice of the bare-jail loop. */
    snprintf(path, sizeof path, "%s/throughput.dat", data);
    dat = data[0] ? fopen(path, "w") : NULL;
    printf("\n| concurrent clients | snippets/s (one-shot runs, warm pool) | bare jails/s beside "
           "it (empty payload, 8 in flight, no server) | ratio |\n|---|---|---|---|\n");
    int counts[] = {1, 2, 8};
    double ratios[3];
    for (int i = 0; i < 3; i++) {
        double served = 0, bare = 0;
        for (int slice = 0; slice < SLICES; slice++) {
            served += throughput(warm, counts[i], seconds / SLICES);
            bare += raw_jails(8, seconds / SLICES);
        }
        ratios[i] = bare > 0 ? served / bare : 0;
        printf("| %d | %.0f | %.0f | %.0f%% |\n", counts[i], served / SLICES, bare / SLICES,
               100 * ratios[i]);
        if (dat)
            fprintf(dat, "%d %.1f\n", counts[i], served / SLICES);
    }
    if (dat)
        fclose(dat);

    /* The goals of issue 16, as ratios of medians from this one run. */
    const struct series *python = &s[0], *fresh = &s[first_server + COLD],
                        *warm_run = &s[first_server + WARM], *exec = &s[first_server + SESSION],
                        *burst = &s[first_server + BACK_TO_BACK];
    printf("\n| goal | measured | met |\n|---|---|---|\n");
    double r1 = warm_run->median / exec->median, r2 = burst->median / fresh->median,
           r3 = python->median / warm_run->median;
    printf("| warm-pool run ≤ 2× a session exec (with a pause) | %.2f× | %s |\n", r1,
           r1 <= 2 ? "yes" : "no");
    printf("| back to back ≤ a fresh jail | %.2f× | %s |\n", r2, r2 <= 1 ? "yes" : "no");
    printf("| warm run ≥ 30× faster than `%s` | %.1f× | %s |\n", python->label, r3,
           r3 >= 30 ? "yes" : "no");
    for (int i = 0; i < 3; i++)
        printf("| %d client%s ≥ 90%% of the bare-jail loop | %.0f%% | %s |\n", counts[i],
               counts[i] > 1 ? "s" : "", 100 * ratios[i], ratios[i] >= 0.9 ? "yes" : "no");
    remote_close(&rc);
    remote_close(&rw);
    remote_close(&rs);
    return 0;
}
