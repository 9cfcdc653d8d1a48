# warden: `make` builds build/warden, `make test` runs every test CI runs,
# `make bench` runs the benchmarks, `make SAN=1 ...` builds with ASan and UBSan.

PREFIX ?= /usr/local
DESTDIR ?=
SAN ?= 0

ifeq ($(SAN),1)
BUILD ?= build-san
SAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
export LSAN_OPTIONS := suppressions=$(CURDIR)/tests/lsan.supp
else
BUILD ?= build
SAN_FLAGS :=
endif

.DEFAULT_GOAL := all

# configure.sh installs missing packages, fetches the grammar and writes the flags.
include $(BUILD)/config.mk
$(BUILD)/config.mk: scripts/configure.sh
	bash scripts/configure.sh $(BUILD)

CC ?= cc
CXX ?= c++
WARN := -Wall -Wextra -Werror -Wno-unused-parameter
CFLAGS ?= -O2 -g
CFLAGS += -std=gnu11 $(WARN) $(SAN_FLAGS) -D_GNU_SOURCE -I. $(PKG_CFLAGS) -MMD -MP
CXXFLAGS ?= -O2 -g
CXXFLAGS += -std=c++17 $(WARN) $(SAN_FLAGS) -I. -MMD -MP
LDFLAGS += $(SAN_FLAGS)

JAIL_SRC := $(wildcard jail/*.c)
# The executor's layer folders (see executor/README.md); files still flat in executor/ build too.
EXECUTOR_DIRS := executor executor/core executor/types executor/front executor/eval executor/lib executor/unicode
EXECUTOR_SRC := $(wildcard $(EXECUTOR_DIRS:%=%/*.c))
EXECUTOR_CXX := $(wildcard $(EXECUTOR_DIRS:%=%/*.cc))
PROFILES_SRC := $(wildcard profiles/*.c)
SERVER_SRC := $(wildcard server/*.c)
CLI_SRC := $(wildcard cli/*.c)
BUILTIN_PROFILES := $(sort $(wildcard profiles/builtin/*.conf))
GRAMMAR_OBJ := $(BUILD)/grammar/parser.o $(BUILD)/grammar/scanner.o

EXECUTOR_PY := $(wildcard executor/lib/mod_*.py)

LIB_OBJ := $(JAIL_SRC:%.c=$(BUILD)/%.o) $(EXECUTOR_SRC:%.c=$(BUILD)/%.o) \
  $(EXECUTOR_CXX:%.cc=$(BUILD)/%.o) $(EXECUTOR_PY:%.py=$(BUILD)/%_py.o) \
  $(PROFILES_SRC:%.c=$(BUILD)/%.o) \
  $(BUILD)/profiles/builtin.o $(GRAMMAR_OBJ) \
  $(SERVER_SRC:%.c=$(BUILD)/%.o) $(BUILD)/server/kernel_py.o
CLI_OBJ := $(CLI_SRC:%.c=$(BUILD)/%.o)
# Every function the executor exports is declared once, in a header (executor/README.md).
$(EXECUTOR_SRC:%.c=$(BUILD)/%.o): CFLAGS += -Wmissing-prototypes

UNIT_SRC := $(wildcard tests/unit/*.c)
E2E_SRC := $(wildcard tests/e2e/*.c)
TEST_HELPERS := $(BUILD)/tests/probe
PYEXEC := $(if $(wildcard tests/pyexec/pyexec.c),$(BUILD)/tests/pyexec)

.PHONY: all test unit e2e bench install clean fuzz fuzz-executor fuzz-diff
all: $(BUILD)/warden

# Sanitizers need a dynamic binary; otherwise warden is linked fully static
# (see scripts/configure.sh). glibc's getpwnam/getgrnam then load the NSS
# modules of the same glibc at run time, which the build machine has.
ifeq ($(SAN),1)
WARDEN_LINK := $(PKG_LIBS)
else
WARDEN_LINK := -static -no-pie $(STATIC_LIBS)
endif
$(BUILD)/warden: $(CLI_OBJ) $(BUILD)/libwarden.a
	$(CC) $(LDFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libwarden.a $(WARDEN_LINK)

$(BUILD)/libwarden.a: $(LIB_OBJ)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/%.o: %.c $(BUILD)/config.mk
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -c -o $@ $<

$(BUILD)/%.o: %.cc $(BUILD)/config.mk
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) -c -o $@ $<

# The grammar is generated code we do not own: no -Werror, no sanitizers.
$(BUILD)/grammar/%.o: $(BUILD)/config.mk
	$(CC) -std=gnu11 -O2 -w -I$(GRAMMAR_SRC) -c -o $@ $(GRAMMAR_SRC)/$*.c

# The built-in profiles are compiled in, so `-p cpython` works without an install.
$(BUILD)/profiles/builtin.c: $(BUILTIN_PROFILES) scripts/embed-profiles.sh
	@mkdir -p $(@D)
	bash scripts/embed-profiles.sh $(BUILTIN_PROFILES) >$@

$(BUILD)/profiles/builtin.o: $(BUILD)/profiles/builtin.c
	$(CC) $(CFLAGS) -c -o $@ $<

# The command runtime's worker, a Python file, is compiled in as a string.
$(BUILD)/server/kernel_py.c: server/kernel.py
	@mkdir -p $(@D)
	{ echo '/* Generated from server/kernel.py by the Makefile. */'; \
	  echo 'const char worker_kernel_py[] ='; \
	  od -An -v -tx1 $< | sed 's/ \([0-9a-f][0-9a-f]\)/\\x\1/g; s/^/  "/; s/$$/"/'; \
	  echo ';'; } >$@

$(BUILD)/server/kernel_py.o: $(BUILD)/server/kernel_py.c
	$(CC) $(CFLAGS) -c -o $@ $<

# Modules written in Python (executor/lib/mod_NAME.py) are compiled in as the string
# mod_NAME_py, which executor/lib/mod_NAME.c runs with pysource_module.
$(BUILD)/executor/lib/%_py.c: executor/lib/%.py
	@mkdir -p $(@D)
	{ echo '/* Generated from executor/lib/$*.py by the Makefile. */'; \
	  echo 'const char $*_py[] ='; \
	  od -An -v -tx1 $< | sed 's/ \([0-9a-f][0-9a-f]\)/\\x\1/g; s/^/  "/; s/$$/"/'; \
	  echo ';'; } >$@

$(BUILD)/executor/lib/%_py.o: $(BUILD)/executor/lib/%_py.c
	$(CC) $(CFLAGS) -c -o $@ $<

# unicodedata's tables are generated from CPython 3.11's own database (Unicode 14.0.0).
$(BUILD)/gen/unicodedata_db.h: scripts/gen-unicodedata.py
	@mkdir -p $(@D)
	/usr/bin/python3 scripts/gen-unicodedata.py >$@.tmp && mv $@.tmp $@
UDB_USERS := $(BUILD)/executor/lib/mod_unicodedata.o $(BUILD)/executor/unicode/ucd_names.o
$(UDB_USERS): $(BUILD)/gen/unicodedata_db.h
$(UDB_USERS): CFLAGS += -I$(BUILD)/gen

# Built without the executor (EXECUTOR_SRC= while it is mid-edit), the AST
# worker is a stub and the server says the AST runtime is unavailable.
ifeq ($(strip $(EXECUTOR_SRC)),)
$(BUILD)/server/worker.o: CFLAGS += -DWARDEN_NO_EXECUTOR
endif

$(BUILD)/tests/unit-tests: $(UNIT_SRC:%.c=$(BUILD)/%.o) $(BUILD)/libwarden.a
	$(CC) $(LDFLAGS) -o $@ $(UNIT_SRC:%.c=$(BUILD)/%.o) $(BUILD)/libwarden.a $(PKG_LIBS) $(CRITERION_LIBS)

$(BUILD)/tests/e2e-tests: $(E2E_SRC:%.c=$(BUILD)/%.o) $(BUILD)/libwarden.a
	$(CC) $(LDFLAGS) -o $@ $(E2E_SRC:%.c=$(BUILD)/%.o) $(BUILD)/libwarden.a $(PKG_LIBS) $(CRITERION_LIBS)

# The probe runs inside jails; it is a plain program, built without sanitizers.
$(BUILD)/tests/probe: tests/probe/probe.c
	@mkdir -p $(@D)
	$(CC) -std=gnu11 -O2 -Wall -Wextra -Werror -D_GNU_SOURCE -o $@ $<

# The executor without a jail, for the differential and attack corpora.
$(BUILD)/tests/pyexec: $(BUILD)/tests/pyexec.o $(BUILD)/libwarden.a
	$(CC) $(LDFLAGS) -o $@ $< $(BUILD)/libwarden.a $(PKG_LIBS)

# Not under $(BUILD)/tests/pyexec/: that path is the binary.
$(BUILD)/tests/pyexec.o: tests/pyexec/pyexec.c $(BUILD)/config.mk
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -c -o $@ $<

# Criterion: --tap=FILE keeps its summary line on the terminal.
unit: $(BUILD)/tests/unit-tests
	$(BUILD)/tests/unit-tests --tap=$(BUILD)/tests/unit-tests.tap

e2e: $(BUILD)/warden $(BUILD)/tests/e2e-tests $(TEST_HELPERS)
	WARDEN=$(abspath $(BUILD)/warden) PROBE=$(abspath $(BUILD)/tests/probe) \
	  $(BUILD)/tests/e2e-tests --tap=$(BUILD)/tests/e2e-tests.tap

test: unit e2e $(PYEXEC)
	bash tests/run-scripts.sh $(BUILD)

$(BUILD)/bench/%: bench/%.c $(BUILD)/libwarden.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(BUILD)/libwarden.a $(PKG_LIBS)

bench: $(BUILD)/warden $(BUILD)/bench/latency $(BUILD)/bench/lo_up $(PYEXEC) $(BUILD)/bench/server_bench
	bash bench/run.sh $(BUILD)

install: $(BUILD)/warden
	install -Dm755 $(BUILD)/warden $(DESTDIR)$(PREFIX)/bin/warden
	for f in $(BUILTIN_PROFILES); do install -Dm644 $$f $(DESTDIR)$(PREFIX)/lib/warden/profiles/$$(basename $$f); done
	for u in warden.service warden.socket; do \
	  sed 's|/usr/local/bin/warden|$(PREFIX)/bin/warden|' dist/$$u >$(BUILD)/$$u && \
	  install -Dm644 $(BUILD)/$$u $(DESTDIR)$(PREFIX)/lib/systemd/system/$$u; done
	install -Dm644 docs/warden.profile.5 $(DESTDIR)$(PREFIX)/share/man/man5/warden.profile.5

# The profile loader under libFuzzer (clang): `make fuzz FUZZ_SECONDS=600`. A
# crash is saved in tests/fuzz/crashes/, which the unit tests replay.
FUZZ_SECONDS ?= 60
FUZZ_BUILD := $(BUILD)/fuzz
FUZZ_SRC := $(filter-out profiles/check.c profiles/check_probe.c profiles/learn.c,$(PROFILES_SRC)) \
  jail/seccomp.c jail/seccomp_args.c jail/seccomp_cache.c jail/syscall_groups.c \
  tests/fuzz/fuzz_profile.c
FUZZ_FLAGS := -g -O1 -std=gnu11 -D_GNU_SOURCE -I. $(PKG_CFLAGS) \
  -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
$(FUZZ_BUILD)/fuzz-profile: $(FUZZ_SRC) $(BUILD)/profiles/builtin.c
	@mkdir -p $(@D)
	@command -v clang >/dev/null || { echo "make fuzz needs clang: apt-get install clang" >&2; exit 1; }
	clang $(FUZZ_FLAGS) -o $@ $(FUZZ_SRC) $(BUILD)/profiles/builtin.c \
	  -Wl,-Bstatic -lseccomp -ljansson -Wl,-Bdynamic
fuzz: $(FUZZ_BUILD)/fuzz-profile fuzz-executor fuzz-diff
	@mkdir -p $(FUZZ_BUILD)/corpus
	$(FUZZ_BUILD)/fuzz-profile -max_total_time=$(FUZZ_SECONDS) -max_len=4096 \
	  -artifact_prefix=tests/fuzz/crashes/ $(FUZZ_BUILD)/corpus tests/fuzz/corpus

# The executor (parse and evaluate) under libFuzzer: `make fuzz-executor FUZZ_SECONDS=900`.
# Seeds are the conformance snippets, mutated with a dictionary of Python tokens; a crash
# or a leak goes to tests/fuzz/executor-crashes/.
EXEC_FUZZ_FLAGS := $(FUZZ_FLAGS) -I$(BUILD)/gen
$(FUZZ_BUILD)/executor-fuzz: $(EXECUTOR_SRC) $(EXECUTOR_CXX) $(wildcard $(EXECUTOR_DIRS:%=%/*.h)) \
    tests/fuzz/executor_fuzz.c $(GRAMMAR_OBJ) $(BUILD)/gen/unicodedata_db.h
	@mkdir -p $(@D)
	@command -v clang >/dev/null || { echo "make fuzz needs clang: apt-get install clang" >&2; exit 1; }
	clang++ -g -O1 -std=c++17 -I. -fsanitize=fuzzer-no-link,address,undefined \
	  -c -o $(FUZZ_BUILD)/float_repr.o executor/core/float_repr.cc
	clang $(EXEC_FUZZ_FLAGS) -o $@ $(EXECUTOR_SRC) tests/fuzz/executor_fuzz.c \
	  $(FUZZ_BUILD)/float_repr.o $(GRAMMAR_OBJ) $(PKG_LIBS)
fuzz-executor: $(FUZZ_BUILD)/executor-fuzz
	@mkdir -p $(FUZZ_BUILD)/executor-corpus $(FUZZ_BUILD)/executor-seeds tests/fuzz/executor-crashes
	cp tests/conformance/cases/*.py $(FUZZ_BUILD)/executor-seeds/
	$(FUZZ_BUILD)/executor-fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=1024 -timeout=10 \
	  -rss_limit_mb=2048 -dict=tests/fuzz/executor.dict \
	  -artifact_prefix=tests/fuzz/executor-crashes/ $(FUZZ_BUILD)/executor-corpus \
	  $(FUZZ_BUILD)/executor-seeds

# The re-entrancy fuzzer (tests/fuzz/callbacks.py): snippets whose __index__, __eq__,
# __hash__, __lt__, __iter__, __len__, __repr__ and key functions mutate the container a
# native operation is working on, run by pyexec under ASan and UBSan:
# `make fuzz-callbacks FUZZ_SECONDS=1800`. A crash is saved in tests/fuzz/callback-crashes/;
# `tests/fuzz/callbacks.py --reduce FILE` shrinks it into an attack case.
.PHONY: fuzz-callbacks
fuzz-callbacks:
	$(MAKE) SAN=1 build-san/tests/pyexec
	/usr/bin/python3 tests/fuzz/callbacks.py --pyexec build-san/tests/pyexec \
	  --seconds $(FUZZ_SECONDS) --crash-dir tests/fuzz/callback-crashes
fuzz: fuzz-callbacks

# The differential fuzzer: random valid Python (a grammar, then mutation) under the
# ASan/UBSan executor and under /usr/bin/python3: `make fuzz-diff FUZZ_SECONDS=3600`. A
# crash or sanitizer report fails it and is saved in build-san/fuzz-diff/crashes/;
# mismatches with CPython are counted by category (tests/fuzz/diff_fuzz.py).
fuzz-diff:
	$(MAKE) SAN=1 build-san/tests/pyexec
	/usr/bin/python3 tests/fuzz/diff_fuzz.py build-san/tests/pyexec $(FUZZ_SECONDS) build-san/fuzz-diff

clean:
	rm -rf build build-san

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
