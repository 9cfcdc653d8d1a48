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
EXECUTOR_SRC := $(wildcard executor/*.c)
EXECUTOR_CXX := $(wildcard executor/*.cc)
PROFILES_SRC := $(wildcard profiles/*.c)
SERVER_SRC := $(wildcard server/*.c)
CLI_SRC := $(wildcard cli/*.c)
BUILTIN_PROFILES := $(sort $(wildcard profiles/builtin/*.conf))
GRAMMAR_OBJ := $(BUILD)/grammar/parser.o $(BUILD)/grammar/scanner.o

LIB_OBJ := $(JAIL_SRC:%.c=$(BUILD)/%.o) $(EXECUTOR_SRC:%.c=$(BUILD)/%.o) \
  $(EXECUTOR_CXX:%.cc=$(BUILD)/%.o) $(PROFILES_SRC:%.c=$(BUILD)/%.o) \
  $(BUILD)/profiles/builtin.o $(GRAMMAR_OBJ) \
  $(SERVER_SRC:%.c=$(BUILD)/%.o) $(BUILD)/server/kernel_py.o
CLI_OBJ := $(CLI_SRC:%.c=$(BUILD)/%.o)

UNIT_SRC := $(wildcard tests/unit/*.c)
E2E_SRC := $(wildcard tests/e2e/*.c)
TEST_HELPERS := $(BUILD)/tests/probe
PYEXEC := $(if $(wildcard tests/pyexec/pyexec.c),$(BUILD)/tests/pyexec)

.PHONY: all test unit e2e bench install clean fuzz
all: $(BUILD)/warden

$(BUILD)/warden: $(CLI_OBJ) $(BUILD)/libwarden.a
	$(CC) $(LDFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libwarden.a $(PKG_LIBS)

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

bench: $(BUILD)/warden $(BUILD)/bench/latency $(BUILD)/bench/lo_up
	bash bench/run.sh $(BUILD)

install: $(BUILD)/warden
	install -Dm755 $(BUILD)/warden $(DESTDIR)$(PREFIX)/bin/warden
	for f in $(BUILTIN_PROFILES); do install -Dm644 $$f $(DESTDIR)$(PREFIX)/lib/warden/profiles/$$(basename $$f); done

clean:
	rm -rf build build-san

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
