/* executor/core/limits.h: every limit the executor enforces, in one place.
 * Each constant gives its unit and the reason for its value. Per-session limits that the
 * host may override live in struct executor_limits; these are their defaults and the
 * fixed internal bounds. */
#ifndef EXECUTOR_LIMITS_H
#define EXECUTOR_LIMITS_H

/* Operations (statements executed + loop iterations + calls + native work charged by size)
 * before the run stops with status "ops". smolagents' MAX_OPERATIONS is 10M node visits;
 * we count coarser units, so the same budget allows a little more work. */
#define LIMIT_DEFAULT_OPERATIONS 10000000ULL

/* Bytes that C code may touch (compare, search, copy, fill, allocate) per operation charged.
 * memcmp, memchr and memset run at 10+ GB/s, an operation of the evaluator costs a few ns:
 * 64 bytes an operation keeps a 10 MB string == in a loop, or format(1, ">10000000"), from
 * burning seconds on a budget meant for one. */
#define LIMIT_BYTES_PER_OP 64u

/* Items compared or looked up inside one native call per operation charged (vm.h
 * vm_charge_item, vm_debit_item): an item compare or hash probe in C costs a few ns, an
 * operation of the evaluator about 20, so `-1 in l` over a million items pays 125,000. */
#define LIMIT_ITEMS_PER_OP 8u

/* Bytes of print output per exec call (smolagents' DEFAULT_MAX_LEN_OUTPUT, in chars there). */
#define LIMIT_DEFAULT_OUTPUT_BYTES 50000

/* Python call depth; CPython's default recursion limit is 1000. */
#define LIMIT_DEFAULT_RECURSION 1000

/* Live heap bytes of one session (objects, AST arenas, generator stacks). */
#define LIMIT_DEFAULT_HEAP_BYTES (256u * 1024 * 1024)

/* Bytes of C stack kept free below the deepest evaluator frame; a deeper evaluation raises
 * RecursionError instead of overflowing. Must exceed the largest native frame chain
 * (sort, repr of nested data, GMP's alloca'd temporaries are bounded by LIMIT_INT_BITS). */
#define LIMIT_STACK_HEADROOM (192u * 1024)

/* C stack of the main evaluation assumed available when the host thread's size is unknown. */
#define LIMIT_MAIN_STACK_BYTES (6u * 1024 * 1024)

/* C stack of one generator (mmap'ed lazily; only touched pages cost memory). */
#define LIMIT_GEN_STACK_BYTES (512u * 1024)

/* Heap bytes charged per live generator stack (an estimate of pages it touches). */
#define LIMIT_GEN_STACK_CHARGE (16u * 1024)

/* Freed blocks of each small size a thread keeps for reuse (vm.c): about 1 MB at most,
 * enough for the objects a loop makes and drops, and not charged while kept. */
#define LIMIT_REUSE_BLOCKS_PER_SIZE 1024u

/* Source size accepted by the parser (bytes): tree-sitter needs ~115 bytes per node. */
#define LIMIT_SOURCE_BYTES (1024u * 1024)

/* Bytes of source tree-sitter parses at once: a module is cut into slices of whole
 * top-level statements at least this long, so its tree (about 900 bytes per short line,
 * charged to the heap cap) stays a few tens of MB however long the source is. */
#define LIMIT_PARSE_SLICE_BYTES (32u * 1024)

/* Nesting depth of expressions and blocks while converting the tree; CPython refuses
 * more than 200 nested parentheses ("too many nested parentheses"). */
#define LIMIT_PARSE_DEPTH 200

/* Nesting depth of repr/str/==/hash over nested containers (Monty uses 500). */
#define LIMIT_DATA_DEPTH 500

/* Decimal digits in int<->str conversion: CPython 3.11's sys.int_info.default_max_str_digits. */
#define LIMIT_INT_STR_DIGITS 4300

/* Bits of any int result; a preflight refuses larger results with MemoryError before GMP
 * runs (GMP aborts the process when its allocation fails). 2**10**8 is 12.5 MB. */
#define LIMIT_INT_BITS (100u * 1000 * 1000)

/* GMP work charged to the operation budget (obj_int.c int_charge_mul). A product of an
 * a-limb by a b-limb number (a >= b, 64-bit limbs) costs a*b/8 operations up to
 * LIMIT_INT_BASECASE_LIMBS limbs (schoolbook, ~2 ns a limb product), and (a+b)*log2(b)/2
 * above (GMP's Toom and FFT: measured 1.2 M operations' time for 100k limbs squared, charged
 * 1.7 M). Powers, modular powers, divisions, roots, factorials and binomials are charged
 * as the products they are made of, so a loop of 3**10**6 or pow(x, e, m) cannot burn
 * minutes on a budget that pays for a second. */
#define LIMIT_INT_BASECASE_LIMBS 32u

/* Length in bytes of any str/bytes result and of any list/tuple in items; refused with
 * MemoryError up front so that 'a' * 10**11 never reaches malloc. The heap cap applies too. */
#define LIMIT_SEQ_BYTES (1u << 30)

/* Exceptions chained through __context__ that a traceback prints. */
#define LIMIT_TB_ENTRIES 64

/* Levels of indentation in a source: CPython's tokenizer refuses more (MAXINDENT 100)
 * with "too many levels of indentation". */
#define LIMIT_INDENT_LEVELS 100

/* Brackets open at once: CPython's tokenizer refuses the 201st level (MAXLEVEL) with "too
 * many nested parentheses", closed or not; checked before tree-sitter sees the source. */
#define LIMIT_BRACKET_DEPTH 200

/* Tokens in one statement (a logical line and the comment lines before it), counted before
 * parsing. tree-sitter 0.20.7 corrupts its heap (a double free at ts_tree_delete) when one
 * node gets 65,536 children or more: an ERROR node holding the whole parse stack of an
 * invalid statement (75,000 unclosed '(', 100,000 '*', 40,000 'lambda:'), or 65,536
 * comments in a row. A node's children come from one statement, and the token count
 * bounds them with a margin of two; 32,768 tokens is about 100 KB of code in one
 * statement, which real code never writes (CPython gives up on far less deep nesting). */
#define LIMIT_STATEMENT_TOKENS 32768u

/* Backslash-newlines in a row with no token between them: tree-sitter's time grows with the
 * square of such a run (16,000 cost a second of CPU); real code never has two. */
#define LIMIT_CONTINUATION_RUN 1000u

/* Open brackets the SyntaxError diagnosis follows ("'(' was never closed"); beyond it the
 * message is plain "invalid syntax". Source nesting is refused at LIMIT_PARSE_DEPTH anyway. */
#define LIMIT_SCAN_BRACKETS 256

/* "Did you mean": names longer than this (bytes) get no suggestion, nor namespaces with
 * more candidates; CPython's limits (40 and 750), which keep the edit distance cheap. */
#define LIMIT_SUGGEST_NAME_BYTES 40
#define LIMIT_SUGGEST_CANDIDATES 750

/* Nesting of a value converted to or from tagged JSON (results, variables, tool calls);
 * deeper parts become null, and a self-containing list (l.append(l)) ends there. */
#define LIMIT_TAGGED_JSON_DEPTH 100

/* Operations between two readings of the wall clock when a deadline is set (the exec's
 * timeout, or executor_limits.max_time_ms): ~20 ns of clock_gettime per 4096 operations,
 * and a deadline met within a few microseconds. */
#define LIMIT_CLOCK_CHECK_OPS 4096u

/* Operations charged per second of time.sleep. Sleeping is paid from the operation budget
 * (at most ~10 s per run with the default 10M), so a sleep the budget cannot cover ends the
 * run at once with the ops status instead of blocking past the jail's wall-clock limit. */
#define LIMIT_SLEEP_OPS_PER_SECOND 1000000ULL

/* Regular expressions (mod_re.c). Each PCRE2 match call is charged LIMIT_REGEX_CALL_OPS
 * operations up front and starts with a match limit of LIMIT_REGEX_FIRST_STEPS backtracking
 * steps (enough for ordinary patterns on ordinary text); an attempt that runs out is charged
 * in full, at LIMIT_REGEX_STEPS_PER_OP steps per operation (a step costs 10-20 ns, an
 * operation of the evaluator a few ns), and retried with four times the limit. So
 * catastrophic backtracking ends in the ops limit (10M ops: about a second of matching),
 * and a loop of cheap matches pays at most FIRST_STEPS / CALL_OPS steps per operation. */
#define LIMIT_REGEX_CALL_OPS 4
#define LIMIT_REGEX_FIRST_STEPS 128
#define LIMIT_REGEX_STEPS_PER_OP 4

/* Nested parentheses in a pattern, passed to PCRE2 (whose compiler recurses on them);
 * CPython has no such limit, but its parser recurses too and 100 levels is plenty. */
#define LIMIT_REGEX_NESTING 200

#endif
