/* latency: spawn-to-exit latency of several commands, measured side by side.
 * Each round runs every command once, in turn, so that drift on a shared
 * machine hits them all alike. Prints a markdown table: median, p99, min, and
 * the ratio of each median to the first command's.
 *
 * usage: latency ROUNDS WARMUP 'label=cmd arg ...' ... */
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <fcntl.h>
#include <unistd.h>

#define MAX_COMMANDS 16
#define MAX_ARGS 32

extern char **environ;

struct command {
    char *label;
    char *argv[MAX_ARGS];
    double *samples;
    int failures;
};

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

static double run_once(struct command *c)
{
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    double t0 = now_ms();
    pid_t pid;
    if (posix_spawnp(&pid, c->argv[0], &fa, NULL, c->argv, environ) != 0) {
        perror(c->argv[0]);
        exit(1);
    }
    int status;
    waitpid(pid, &status, 0);
    double t = now_ms() - t0;
    posix_spawn_file_actions_destroy(&fa);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        c->failures++;
    return t;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: latency ROUNDS WARMUP 'label=cmd args' ...\n");
        return 2;
    }
    int rounds = atoi(argv[1]), warmup = atoi(argv[2]);
    int n = argc - 3;
    struct command cmds[MAX_COMMANDS];
    for (int i = 0; i < n && i < MAX_COMMANDS; i++) {
        char *spec = strdup(argv[i + 3]);
        char *eq = strchr(spec, '=');
        if (!eq) {
            fprintf(stderr, "latency: '%s' is not label=command\n", spec);
            return 2;
        }
        *eq = '\0';
        cmds[i].label = spec;
        int k = 0;
        for (char *tok = strtok(eq + 1, " "); tok && k < MAX_ARGS - 1; tok = strtok(NULL, " "))
            cmds[i].argv[k++] = tok;
        cmds[i].argv[k] = NULL;
        cmds[i].samples = calloc((size_t)rounds, sizeof(double));
        cmds[i].failures = 0;
    }
    for (int r = 0; r < warmup; r++)
        for (int i = 0; i < n; i++)
            run_once(&cmds[i]);
    for (int i = 0; i < n; i++)
        cmds[i].failures = 0;
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++)
            cmds[i].samples[r] = run_once(&cmds[i]);

    printf("| command | median ms | p90 ms | p99 ms | min ms | median vs first | failures |\n");
    printf("|---|---|---|---|---|---|---|\n");
    double first = 0;
    for (int i = 0; i < n; i++) {
        qsort(cmds[i].samples, (size_t)rounds, sizeof(double), cmp_double);
        double median = cmds[i].samples[rounds / 2];
        double p99 = cmds[i].samples[(int)(rounds * 0.99) < rounds ? (int)(rounds * 0.99) : rounds - 1];
        if (i == 0)
            first = median;
        double p90 = cmds[i].samples[rounds * 9 / 10];
        printf("| `%s` | %.2f | %.2f | %.2f | %.2f | %.2f× | %d |\n", cmds[i].label, median, p90,
               p99, cmds[i].samples[0], median / first, cmds[i].failures);
    }
    return 0;
}
