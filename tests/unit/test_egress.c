/* The egress policy's rules: names, wildcards, denials, ports, the address
 * check that stops DNS rebinding, and AddHosts= pins. */
#include <arpa/inet.h>
#include <criterion/criterion.h>
#include <netinet/in.h>
#include <string.h>

#include "egress/policy.h"

static char *allowed[] = {"example.org", "*.npmjs.org", "127.0.0.2", "::1", "pinned.test"};
static char *denied[] = {"evil.npmjs.org"};
static char *hosts[] = {"pinned.test:127.0.0.2", "six.test:::1"};

static struct egress_policy policy(void)
{
    return (struct egress_policy){.allowed = allowed, .nallowed = 5, .denied = denied,
                                  .ndenied = 1, .hosts = hosts, .nhosts = 2};
}

Test(egress_policy, names_and_wildcards)
{
    struct egress_policy p = policy();
    cr_assert_null(egress_refuse_name(&p, "example.org", 443));
    cr_assert_null(egress_refuse_name(&p, "EXAMPLE.org.", 80), "case and a trailing dot");
    cr_assert_str_eq(egress_refuse_name(&p, "www.example.org", 443), "not in AllowedDomains");
    cr_assert_str_eq(egress_refuse_name(&p, "badexample.org", 443), "not in AllowedDomains");
    cr_assert_null(egress_refuse_name(&p, "registry.npmjs.org", 443));
    cr_assert_null(egress_refuse_name(&p, "a.b.npmjs.org", 443));
    cr_assert_str_eq(egress_refuse_name(&p, "npmjs.org", 443), "not in AllowedDomains",
                     "a wildcard does not match the bare name");
    cr_assert_str_eq(egress_refuse_name(&p, "xnpmjs.org", 443), "not in AllowedDomains");
    cr_assert_str_eq(egress_refuse_name(&p, "evil.npmjs.org", 443), "listed in DeniedDomains");
}

Test(egress_policy, ports)
{
    struct egress_policy p = policy();
    cr_assert_null(egress_refuse_name(&p, "example.org", 80));
    cr_assert_str_eq(egress_refuse_name(&p, "example.org", 8080),
                     "port not in AllowedPorts (80 443)");
    p.ports[p.nports++] = 8080;
    cr_assert_null(egress_refuse_name(&p, "example.org", 8080));
    cr_assert_str_eq(egress_refuse_name(&p, "example.org", 443), "port not in AllowedPorts");
}

Test(egress_policy, address_literals_compare_as_addresses)
{
    struct egress_policy p = policy();
    cr_assert_null(egress_refuse_name(&p, "127.0.0.2", 443));
    cr_assert_null(egress_refuse_name(&p, "0:0::1", 443));
    cr_assert_str_eq(egress_refuse_name(&p, "127.0.0.3", 443), "not in AllowedDomains");
}

static const char *check_v4(const struct egress_policy *p, const char *text)
{
    struct sockaddr_in a = {.sin_family = AF_INET};
    inet_pton(AF_INET, text, &a.sin_addr);
    return egress_refuse_address(p, (struct sockaddr *)&a);
}

static const char *check_v6(const struct egress_policy *p, const char *text)
{
    struct sockaddr_in6 a = {.sin6_family = AF_INET6};
    inet_pton(AF_INET6, text, &a.sin6_addr);
    return egress_refuse_address(p, (struct sockaddr *)&a);
}

Test(egress_policy, inside_addresses_only_when_listed)
{
    struct egress_policy p = policy();
    const char *inside[] = {"127.0.0.1", "10.1.2.3",    "172.16.0.1", "172.31.255.255",
                            "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0",
                            "224.0.0.1", "255.255.255.255"};
    for (size_t i = 0; i < sizeof inside / sizeof inside[0]; i++)
        cr_assert_not_null(check_v4(&p, inside[i]), "%s", inside[i]);
    const char *outside[] = {"93.184.216.34", "172.32.0.1", "8.8.8.8", "100.128.0.1"};
    for (size_t i = 0; i < sizeof outside / sizeof outside[0]; i++)
        cr_assert_null(check_v4(&p, outside[i]), "%s", outside[i]);
    cr_assert_null(check_v4(&p, "127.0.0.2"), "listed itself");
    cr_assert_null(check_v6(&p, "::1"), "listed itself");
    cr_assert_not_null(check_v6(&p, "fe80::1"));
    cr_assert_not_null(check_v6(&p, "fd00::1"));
    cr_assert_not_null(check_v6(&p, "::ffff:10.0.0.1"), "IPv4 in IPv6");
    cr_assert_null(check_v6(&p, "2606:2800:220:1::1"));
}

Test(egress_policy, pins_and_item_checks)
{
    struct egress_policy p = policy();
    struct sockaddr_storage s;
    socklen_t len;
    cr_assert_eq(egress_pinned(&p, "pinned.test", &s, &len), 1);
    cr_assert_eq(s.ss_family, AF_INET);
    cr_assert_eq(egress_pinned(&p, "six.test", &s, &len), 1);
    cr_assert_eq(s.ss_family, AF_INET6);
    cr_assert_eq(egress_pinned(&p, "other.test", &s, &len), 0);
    cr_assert_null(egress_check_domain("*.example.org"));
    cr_assert_null(egress_check_domain("::1"));
    cr_assert_not_null(egress_check_domain("a.*.org"));
    cr_assert_not_null(egress_check_domain("exa mple.org"));
    cr_assert_null(egress_check_host("name.test:2001:db8::1"));
    cr_assert_not_null(egress_check_host("name.test"));
    cr_assert_not_null(egress_check_host("name.test:not-an-address"));
    cr_assert_null(egress_check_port("443"));
    cr_assert_not_null(egress_check_port("0"));
    cr_assert_not_null(egress_check_port("65536"));
    cr_assert_not_null(egress_check_port("80a"));
}
