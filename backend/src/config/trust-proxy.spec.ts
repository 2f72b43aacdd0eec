import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.js';

describe('parseTrustProxy', () => {
  it.each([undefined, '', ' ', 'false', 'none', '0'])('trusts nobody for %j', (value) =>
    expect(parseTrustProxy(value)).toBe(false),
  );

  it('reads a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('11')).toThrow('at most 10 hops');
  });

  it('reads addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parseTrustProxy('10.0.0.0/8, 172.16.0.0/12,fd00::/8, ::1, loopback')).toEqual([
      '10.0.0.0/8',
      '172.16.0.0/12',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses true, which would let every client pick its own address', () =>
    expect(() => parseTrustProxy('true')).toThrow(/name the proxies/));

  it.each(['*', '10.0.0.0/33', '::/129', '10.0.0.0/8/1', 'my-load-balancer', '10.0.0.0/', '1.2.3', 'yes'])(
    'refuses %j, naming it',
    (value) => expect(() => parseTrustProxy(value)).toThrow(JSON.stringify(value.split(',')[0])),
  );

  it('gives Fastify a hop count as the function it would make of it', () => {
    const trust = fastifyTrustProxy('2');
    expect(typeof trust).toBe('function');
    const hops = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('203.0.113.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy('')).toBe(false);
    expect(fastifyTrustProxy('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
  });
});
