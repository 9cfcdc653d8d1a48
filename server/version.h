/* version: warden's version, one string for `warden --version`, the
 * server's server.info and warden mcp's serverInfo. The build writes it from
 * `git describe --tags --always --dirty`, or the file VERSION outside a git
 * checkout (the Makefile's WARDEN_VERSION). */
#ifndef WARDEN_VERSION_H
#define WARDEN_VERSION_H

extern const char warden_version[];

#endif
