/* fuzz_profile: libFuzzer harness for the profile loader. Whatever the bytes,
 * loading must end in a profile or a "file:line: message", never a crash, a
 * leak or undefined behaviour. Each input is read three ways: as a profile
 * (Extends= may name the built-ins), through lint (which goes on after
 * errors), and as an OCI seccomp file; a loaded profile is also printed
 * (profile_value_text) and resolved (policy_resolve). `make fuzz` runs it;
 * inputs that crashed go to tests/fuzz/crashes/, which the unit tests replay. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "profiles/oci.h"
#include "profiles/policy.h"

static void exercise(const struct profile *p)
{
    for (size_t i = 0; i < profile_keys_count; i++)
        free(profile_value_text(p, &profile_keys[i]));
    static struct policy policy;
    policy_resolve(p, -1, &policy);
    uint64_t args[6] = {0};
    for (int nr = 0; nr < 64; nr++)
        policy_decide(&policy, nr, args);
    profile_allows(p, 1000, 1000, NULL, 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct profile p;
    char err[PROFILE_ERR_MAX];
    if (profile_load_text("fuzz.conf", (const char *)data, size, NULL, &p, err, sizeof err) == 0) {
        exercise(&p);
        profile_free(&p);
    }

    /* lint reads a file: a memfd gives it one without touching the disk. */
    int fd = memfd_create("fuzz", MFD_CLOEXEC);
    if (fd >= 0) {
        if (write(fd, data, size) == (ssize_t)size) {
            char path[64];
            snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
            struct profile_list errors;
            profile_lint(path, NULL, &errors);
            profile_list_free(&errors);
        }
        close(fd);
    }

    struct profile_import im;
    char why[256];
    if (oci_import_text((const char *)data, size, &im, why, sizeof why) == 0)
        oci_import_free(&im);
    return 0;
}
