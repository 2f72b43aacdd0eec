import { isIP } from 'node:net';

/** What Fastify's trustProxy option gets: nothing trusted, a number of hops, or the proxies' addresses. */
export type TrustProxySetting = false | number | string[];

/** Address ranges proxy-addr (Fastify's) knows by name. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

export class TrustProxyError extends Error {}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || !prefix || !/^\d{1,3}$/.test(prefix)) return false;
  const version = isIP(address);
  return version !== 0 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: which peers may tell us the client's address in X-Forwarded-For. Empty (the default),
 * `false` or `none`: nobody, the client is the address that connected. A comma-separated list of addresses,
 * CIDR ranges or the names loopback, linklocal, uniquelocal: those proxies. A number: that many proxies in
 * front of the API, whoever they are (only safe when nothing else can reach it). `true` is refused: it lets
 * every client choose its own address, and with it its own rate limit and its own count in the demand report.
 */
export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false' || setting === 'none') return false;
  if (setting === 'true') {
    throw new TrustProxyError(
      'TRUST_PROXY=true would take any client’s X-Forwarded-For as its address; name the proxies (addresses or CIDR ranges) or give their number',
    );
  }
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops > MAX_HOPS) throw new TrustProxyError(`TRUST_PROXY must be at most ${MAX_HOPS} hops`);
    return hops === 0 ? false : hops;
  }
  const entries = setting.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    throw new TrustProxyError(
      `TRUST_PROXY must list IP addresses, CIDR ranges (10.0.0.0/8) or loopback/linklocal/uniquelocal; not ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    );
  }
  return entries;
}

/**
 * The setting as Fastify's trustProxy option takes it. A hop count becomes the function Fastify would make of
 * it (trust the nearest N), because the adapter's option type does not list numbers.
 */
export function fastifyTrustProxy(
  value: string | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  const setting = parseTrustProxy(value);
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
