/**
 * Refuses webhook targets on loopback, link-local, private and other non-public addresses (SSRF:
 * a tenant must not make Vigil POST to its own network). Only the IANA "unicast" (globally routable)
 * ranges pass, as classified by ipaddr.js from the IANA special-purpose address registries
 * (RFC 6890); IPv6 addresses that carry an IPv4 address (mapped, compatible, translated, NAT64)
 * are judged as the IPv4 address they carry. The operator can
 * allow everything with VIGIL_WEBHOOK_ALLOW_PRIVATE=1 (tests, on-premise receivers).
 *
 * The check runs on the addresses a host name resolves to at connection time (`guardedLookup`), so a
 * name that resolves to a public address when the webhook is saved and to a private one later is
 * still refused.
 */
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The IPv4 address an IPv6 address carries in its low 32 bits, for the forms that reach that IPv4
 * host: IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible `::a.b.c.d` (RFC 4291 2.5.5.1, deprecated but
 * still routed to the IPv4 host by some stacks), IPv4-translated `::ffff:0:a.b.c.d` (RFC 6145) and
 * the NAT64 well-known prefix `64:ff9b::a.b.c.d` (RFC 6052). Undefined for every other address
 * (and for `::` and `::1`, which are IPv6's own unspecified and loopback addresses).
 */
export function embeddedIPv4(addr: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = addr.parts; // eight 16-bit groups
  const low = new ipaddr.IPv4([p[6] >> 8, p[6] & 0xff, p[7] >> 8, p[7] & 0xff]);
  const zeros = (from: number, to: number) => p.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && p[5] === 0xffff) return low; // ::ffff:0:0/96, mapped
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) return low; // ::ffff:0:0:0/96, translated
  if (p[0] === 0x64 && p[1] === 0xff9b && zeros(2, 6)) return low; // 64:ff9b::/96, NAT64
  if (zeros(0, 6) && (p[6] !== 0 || p[7] > 1)) return low; // ::/96 less :: and ::1, compatible
  return undefined;
}

/**
 * The ipaddr.js range name of `ip` ('unicast' for a public address), or 'invalid'. An IPv6 address
 * that carries an IPv4 address (see `embeddedIPv4`) is judged as that IPv4 address, so
 * `[::169.254.169.254]` is link-local like 169.254.169.254.
 */
export function addressRange(ip: string): string {
  if (!ipaddr.isValid(ip)) return 'invalid';
  const addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6') return (embeddedIPv4(addr as ipaddr.IPv6) ?? addr).range();
  return addr.range();
}

export function isPublicAddress(ip: string): boolean {
  return addressRange(ip) === 'unicast';
}

export class AddressRefusedError extends Error {
  readonly code = 'EADDRREFUSED';
  constructor(host: string, ip: string) {
    super(`${host} resolves to ${ip} (${addressRange(ip)} range), which webhooks may not target; set VIGIL_WEBHOOK_ALLOW_PRIVATE=1 to allow it`);
  }
}

/**
 * Why `url` may not be a webhook target before any DNS lookup (an IP literal in a refused range, or
 * `localhost`), or undefined. Host names are checked again at delivery time.
 */
export function refusedLiteralTarget(url: URL, allowPrivate: boolean): string | undefined {
  if (allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is a loopback host name`;
  if (net.isIP(host) && !isPublicAddress(host)) {
    const v4 = net.isIPv6(host) ? embeddedIPv4(ipaddr.parse(host) as ipaddr.IPv6) : undefined;
    return `${host}${v4 ? ` (${v4.toString()})` : ''} is in the ${addressRange(host)} range`;
  }
  return undefined;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request / net.connect that resolves like dns.lookup and fails with
 * AddressRefusedError when any resolved address is not public (unless `allowPrivate`).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as dns.LookupAddress[];
      const bad = allowPrivate ? undefined : list.find((a) => !isPublicAddress(a.address));
      if (bad) return callback(new AddressRefusedError(hostname, bad.address) as unknown as NodeJS.ErrnoException, '');
      if (!list.length) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      if (options.all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
