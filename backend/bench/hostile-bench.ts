/**
 * What hostile bodies cost other visitors. The API alone (no worker: the outbox holds the events) on this machine:
 * other visitors (BENCH_VISITOR_CONNECTIONS, 10) send the public forms and reads (the finder, contact and waitlist
 * POSTs, the coverage check and a request's result) for BENCH_DURATION_S (10) seconds, first alone, then with four
 * more connections sending hostile bodies without pause (nesting tens of thousands deep in under 100 kB,
 * thousands of keys, NUL bytes in every field, 200 kB bodies), then alone again (the machine drifts: the two
 * "alone" runs show by how much). Prints the visitors' p50/p99 and requests/s for each, and what the hostile
 * connections got (every answer must be 4xx, none 5xx).
 * Usage: node dist-bench/bench/hostile-bench.js   (BENCH_DATABASE_URL, REDIS_URL, BENCH_DURATION_S, BENCH_VISITOR_CONNECTIONS)
 */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  fmt,
  freePort,
  prepareDatabase,
  removeQueueKeys,
  runtimeUrl,
  startProcess,
  type BenchProcess,
} from './bench-support.js';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/physio_bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const VISITORS = Number(process.env.BENCH_VISITOR_CONNECTIONS ?? 10);
const HOSTILE_CONNECTIONS = 4;

const json = { 'content-type': 'application/json' };

/** The bodies an attacker sends: each is refused by the request-input gate (common/request-input). */
function hostileBodies(): { name: string; body: string }[] {
  const depth = 45_000; // under the 100 kB limit: every byte a level
  const manyKeys = `{${Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(',')}}`;
  const nul = JSON.stringify({
    postcode: 'SS9 1AA\u0000',
    condition: 'falls-prevention\u0000',
    urgency: 'soon',
    contact_name: 'A\u0000'.repeat(40),
    additional_info: '\u0000'.repeat(1900),
  });
  const oversized = JSON.stringify({ postcode: 'SS9 1AA', additional_info: 'x'.repeat(200_000) });
  return [
    { name: 'nested 45,000 deep', body: `${'['.repeat(depth)}${']'.repeat(depth)}`.slice(0, 99_000) },
    { name: '5,000 keys', body: manyKeys },
    { name: 'NUL bytes in every field', body: nul },
    { name: '200 kB', body: oversized },
  ];
}

async function main(): Promise<void> {
  const loadAtStart = loadavg().map((l) => Number(l.toFixed(2)));
  prepareDatabase(DATABASE_URL);
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  const reset = () =>
    db.query(
      'truncate finder_request, finder_request_note, referral_offer, outbox_message, physiotherapist_weekly_load',
    );
  await reset();
  const port = await freePort();
  const env = {
    DATABASE_URL: runtimeUrl(DATABASE_URL),
    REDIS_URL,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    QUEUE_PREFIX: `bench${Date.now()}`,
    RATE_LIMITS: 'off',
  };
  const processes: BenchProcess[] = [];
  try {
    processes.push(await startProcess('main.js', env));
    const base = `http://127.0.0.1:${port}`;
    const created = (await (
      await fetch(`${base}/api/finder-requests`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ postcode: 'SS9 1AA', condition: 'falls-prevention', urgency: 'soon' }),
      })
    ).json()) as { id: string };

    let n = 0;
    const visitorRequests: autocannon.Request[] = [
      {
        method: 'POST',
        path: '/api/finder-requests',
        headers: json,
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ postcode: `SS9 ${(n++ % 9) + 1}AB`, condition: 'stroke-recovery', urgency: 'soon' }),
        }),
      },
      { method: 'GET', path: '/api/coverage/check?postcode=SS9%201AA' },
      {
        method: 'POST',
        path: '/api/contact',
        headers: json,
        body: JSON.stringify({
          name: 'Visitor',
          email: 'visitor@example.com',
          subject: 'other',
          message: 'A question about home visits for my father.',
        }),
      },
      { method: 'GET', path: `/api/finder-requests/${created.id}` },
      {
        method: 'POST',
        path: '/api/waitlist',
        headers: json,
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ name: 'Visitor', email: `visitor${n++}@example.com`, postcode: 'EH1 1AA' }),
        }),
      },
    ];
    const visitors = () =>
      autocannon({ url: base, connections: VISITORS, duration: DURATION_S, requests: visitorRequests });
    const bodies = hostileBodies();
    const hostileStatuses: Record<string, number> = {};
    const hostile = () => {
      // The run is an event emitter as well as a thenable (autocannon's types only say Promise).
      const run = autocannon({
        url: base,
        connections: HOSTILE_CONNECTIONS,
        duration: DURATION_S,
        requests: bodies.map((b) => ({ method: 'POST', path: '/api/finder-requests', headers: json, body: b.body })),
      }) as Promise<autocannon.Result> & {
        on(event: 'response', listener: (client: unknown, statusCode: number) => void): void;
      };
      run.on('response', (_client: unknown, statusCode: number) => {
        hostileStatuses[statusCode] = (hostileStatuses[statusCode] ?? 0) + 1;
      });
      return run;
    };

    process.stdout.write(`Warm-up…\n`);
    await autocannon({ url: base, connections: VISITORS, duration: 2, requests: visitorRequests });
    await Promise.all([autocannon({ url: base, connections: 2, duration: 2, requests: visitorRequests }), hostile()]);
    for (const key of Object.keys(hostileStatuses)) delete hostileStatuses[key];
    await reset();

    process.stdout.write(`Visitors alone: ${VISITORS} connections for ${DURATION_S} s…\n`);
    const before = await visitors();
    process.stdout.write(`Visitors with ${HOSTILE_CONNECTIONS} hostile connections alongside…\n`);
    const [under, attack] = await Promise.all([visitors(), hostile()]);
    process.stdout.write(`Visitors alone again…\n`);
    const after = await visitors();
    const nonHostile5xx = [before, under, after].reduce((sum, r) => sum + r['5xx'], 0);

    const row = (what: string, r: autocannon.Result) =>
      `  ${what.padEnd(34)} p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ${fmt(r.requests.average).padStart(5)} req/s   non-2xx ${r.non2xx}, errors ${r.errors}`;
    const figures = {
      date: new Date().toISOString(),
      visitor_connections: VISITORS,
      hostile_connections: HOSTILE_CONNECTIONS,
      duration_s: DURATION_S,
      visitors_alone: {
        p50_ms: before.latency.p50,
        p99_ms: before.latency.p99,
        rps: Math.round(before.requests.average),
      },
      visitors_under_attack: {
        p50_ms: under.latency.p50,
        p99_ms: under.latency.p99,
        rps: Math.round(under.requests.average),
      },
      visitors_alone_after: {
        p50_ms: after.latency.p50,
        p99_ms: after.latency.p99,
        rps: Math.round(after.requests.average),
      },
      hostile_requests_per_second: Math.round(attack.requests.average),
      hostile_answers: hostileStatuses,
      visitor_5xx: nonHostile5xx,
      load_average_at_start: loadAtStart,
    };
    process.stdout.write(`
Other visitors (finder, contact and waitlist POSTs, coverage check, a result; ${VISITORS} connections, ${DURATION_S} s each)
${row('alone', before)}
${row(`with ${HOSTILE_CONNECTIONS} hostile connections`, under)}
${row('alone again', after)}
Hostile connections (${bodies.map((b) => b.name).join('; ')})
  requests/s                         ${fmt(attack.requests.average)}   answers: ${Object.entries(hostileStatuses)
    .map(([status, count]) => `${status} × ${count}`)
    .join(
      ', ',
    )}   (5xx: ${Object.keys(hostileStatuses).some((s) => s.startsWith('5')) ? 'SOME' : 'none'}; connection errors ${attack.errors}, timeouts ${attack.timeouts}: a 413 may end its connection)
  load average at the start          ${loadAtStart.join(', ')}   (1, 5, 15 min: other work on the machine skews every figure)
`);
    const out = join(process.cwd(), 'bench-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'hostile.json'), `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    for (const p of processes) await p.stop();
    await removeQueueKeys(REDIS_URL, env.QUEUE_PREFIX);
    await reset();
    await db.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
