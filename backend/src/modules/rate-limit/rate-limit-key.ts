import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * Which client a request counts against. IPv4: the address. IPv6: its /64 prefix, because one household
 * or one attacker gets a whole /64 and can rotate through it freely. The result is a keyed hash, so Redis
 * never holds an IP address, and namespaced by the limit's name.
 */
export function rateLimitKey(limitName: string, ip: string | undefined, key: Buffer): string {
  return `${limitName}:${clientHash(ip, key)}`;
}

/**
 * The client (IPv4 address or IPv6 /64) as a keyed hash (HMAC-SHA256 with the `client-hash` derived key): rate
 * limits, sign-in throttling and the audit log's "where". Keyed, because there are only 2^32 IPv4 addresses: a plain
 * hash is reversed by hashing them all, a keyed one not without the key.
 */
export function clientHash(ip: string | undefined, key: Buffer): string {
  return createHmac('sha256', key).update(clientPrefix(ip)).digest('base64url').slice(0, 24);
}

export function clientPrefix(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const groups = expandIPv6(ip);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = ip.includes('::') ? [...left, ...Array<string>(missing).fill('0'), ...right] : left;
  return groups.map((g) => (parseInt(g, 16) || 0).toString(16));
}

/**
 * An address as the limit counts it: trimmed, lower-cased, without a +tag (sarah+1@ and sarah+2@ reach the same
 * inbox). undefined when the value is not an address at all (the form then refuses it with a 400 anyway).
 */
export function normaliseEmail(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 254) return undefined;
  const email = value.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1 || /\s/.test(email)) return undefined;
  const local = email.slice(0, at).replace(/\+.*$/, '');
  return local ? `${local}${email.slice(at)}` : undefined;
}

/** The Redis key of one contact address for one limit: a keyed hash, never the address. */
export function emailRateLimitKey(limitName: string, normalisedEmail: string, secret: Buffer): string {
  return `${limitName}:${createHmac('sha256', secret).update(normalisedEmail).digest('base64url').slice(0, 24)}`;
}
