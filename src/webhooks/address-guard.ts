/**
 * Refuses webhook targets on loopback, link-local, private and other non-public addresses (SSRF:
 * a tenant must not make Vigil POST to its own network). Only the IANA "unicast" (globally routable)
 * ranges pass, as classified by ipaddr.js from the IANA special-purpose address registries
 * (RFC 6890); IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry. The operator can
 * allow everything with VIGIL_WEBHOOK_ALLOW_PRIVATE=1 (tests, on-premise receivers).
 *
 * The check runs on the addresses a host name resolves to at connection time (`guardedLookup`), so a
 * name that resolves to a public address when the webhook is saved and to a private one later is
 * still refused.
 */
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** The ipaddr.js range name of `ip` ('unicast' for a public address), or 'invalid'. */
export function addressRange(ip: string): string {
  if (!ipaddr.isValid(ip)) return 'invalid';
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
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
  if (net.isIP(host) && !isPublicAddress(host)) return `${host} is in the ${addressRange(host)} range`;
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
