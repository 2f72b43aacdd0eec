import { opsHostAnswer } from './ops-host.js';

describe('the dashboard on a host of its own (OPS_OWN_HOST)', () => {
  const OPS = 'ops.example.org';

  it('refuses the dashboard and its API on the public host', () => {
    for (const url of ['/ops', '/ops/', '/ops/#/finder-requests', '/api/ops/auth/session', '/api/ops?x=1']) {
      expect([url, opsHostAnswer(OPS, 'www.example.org', url)]).toEqual([url, 'not-found']);
    }
    expect(opsHostAnswer(OPS, undefined, '/api/ops/auth/session')).toBe('not-found');
  });

  it('serves them on the dashboard host, whatever the case of the Host header', () => {
    expect(opsHostAnswer(OPS, 'ops.example.org', '/api/ops/auth/session')).toBe('serve');
    expect(opsHostAnswer(OPS, 'OPS.Example.org', '/ops/assets/index.js')).toBe('serve');
  });

  it('serves nothing of the public site on the dashboard host, and sends its bare address to the dashboard', () => {
    expect(opsHostAnswer(OPS, OPS, '/')).toBe('to-dashboard');
    for (const url of ['/finder', '/api/finder-requests', '/api/coverage/counties', '/opsx', '/api/opsy']) {
      expect([url, opsHostAnswer(OPS, OPS, url)]).toEqual([url, 'not-found']);
    }
    expect(opsHostAnswer(OPS, 'www.example.org', '/api/finder-requests')).toBe('serve');
  });

  it('answers health checks on either host', () => {
    expect(opsHostAnswer(OPS, OPS, '/api/health/ready')).toBe('serve');
    expect(opsHostAnswer(OPS, 'www.example.org', '/api/health/live')).toBe('serve');
  });
});
