/* tests/unit/executor_session.h: what the executor's interface-level unit tests share: a
 * bare session to run in (Criterion's .init; each test has its own process) and the text
 * of the exception a call left pending. */
#ifndef TESTS_UNIT_EXECUTOR_SESSION_H
#define TESTS_UNIT_EXECUTOR_SESSION_H

/* The process-wide tables, then a session of one's own in vm. */
void session(void);

/* The message of the pending exception (cleared), or "" when there is none. Static buffer. */
const char *pending_message(void);

#endif
