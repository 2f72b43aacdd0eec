import { shortReference } from '@physio/api-contract';
import { Queue } from 'bullmq';
import { redisOptionsFromUrl } from '../../src/infra/redis/redis-connection.js';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { parseMail, type ParsedMail } from '../support/mime.js';
import { freePort, startWorker, waitFor, type RunningProcess } from '../support/processes.js';
import { startSmtpServer } from '../support/smtp.js';

const COORDINATORS = 'coordinators@crash-matching.test';
// Shetland: no other test uses it, and no seeded physiotherapist reaches it.
const DISTRICT = 'ZE1';
const CONDITION = 'falls-prevention';
const PHYSIOS = 3; // 5 places a week each (the factory's capacity): 15 families matched, the others not
const CONFIRMED = 150;
const UNCONFIRMED = 30;

/**
 * The matching worker killed with SIGKILL right after its decisions commit. The emails that follow a decision
 * (the family's, the physiotherapist's referral offer, the coordinators' alert, the confirmation link) must not depend
 * on the process that decided surviving the next moment: once a worker runs again, every one of them arrives,
 * exactly once. The killed worker's SMTP server does not answer at all, so nothing it sent can arrive twice: every
 * email the test reads was sent after the kill.
 */
describe('finder emails when the worker is killed right after matching decides', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const physioIds: number[] = [];
  const workers: RunningProcess[] = [];
  const families = (n: number, kind: string) =>
    Array.from({ length: n }, (_, i) => ({ email: `${kind}-${i}@crash-matching.example`, confirmed: kind === 'c' }));

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    await db.query('truncate email_log');
    for (let i = 0; i < PHYSIOS; i++) {
      physioIds.push(
        await createPhysiotherapist(db, {
          name: `Crash Physio ${i}`,
          baseDistrict: DISTRICT,
          travelRadiusMiles: 10,
          specialties: [CONDITION],
          contactEmail: `physio-${i}@crash-matching.example`,
        }),
      );
    }
  });

  afterAll(async () => {
    for (const worker of workers) await worker.kill();
    await smtp?.stop();
    if (db) {
      await db.query('delete from finder_request where district = $1', [DISTRICT]);
      await removePhysiotherapists(db, physioIds);
      await db.close();
    }
  });

  it('sends every email of every decision exactly once after a SIGKILL between the decisions and their emails', async () => {
    const worker = {
      COORDINATORS_INBOX: COORDINATORS,
      // Short, so that the dead worker's jobs and email claims are taken over within the test.
      JOB_LOCK_DURATION_MS: '2000',
      MAIL_CLAIM_LEASE_SECONDS: '3',
      MAIL_RETRY_DELAY_MS: '200',
      PUBLIC_BASE_URL: 'https://homephysiofinder.test',
    };
    // The first worker's SMTP server is a port nobody listens on: it sends nothing before it dies.
    const env = testEnv({ ...worker, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await freePort()) });

    // A burst of families who left an email with consent: most confirmed it (matched, or unmatched for want of
    // places), some not yet (they get the confirmation link). What the API writes: the request and its outbox event.
    const all = [...families(CONFIRMED, 'c'), ...families(UNCONFIRMED, 'u')];
    const requests = await db.query<{ id: string; contact_email: string }>(
      `with inserted as (
         insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email,
                                     consent_given_at, contact_confirmed_at)
         select gen_random_uuid(), $1 || ' 0AA', $1, $2, case when i % 5 = 0 then 'urgent' else 'soon' end,
                'Crash Family', f.email, now(), case when f.confirmed then now() end
         from unnest($3::text[], $4::boolean[]) with ordinality as f(email, confirmed, i)
         returning id, contact_email, urgency, contact_confirmed_at
       ), events as (
         insert into outbox_message (topic, aggregate_id, payload, created_at)
         select case when contact_confirmed_at is null then 'finder-request.submitted' else 'finder-request.confirmed' end,
                id::text, jsonb_build_object('urgency', urgency), now()
         from inserted
       )
       select id, contact_email from inserted`,
      [DISTRICT, CONDITION, all.map((f) => f.email), all.map((f) => f.confirmed)],
    );
    const ids = requests.map((r) => r.id);

    workers.push(await startWorker(env));
    // Right after the decisions commit: kill the worker before it can do anything that follows them.
    await waitFor(
      'every request to be decided',
      async () => (await db.count('finder_request', "id = any($1) and status <> 'pending'", [ids])) === ids.length,
      180_000,
      5,
    );
    await workers[0].kill();

    const decided = await db.query<{ id: string; status: string; contact_email: string; physio_email: string | null }>(
      `select r.id, r.status, r.contact_email, p.contact_email as physio_email
       from finder_request r left join physiotherapist p on p.id = r.matched_physiotherapist_id
       where r.id = any($1)`,
      [ids],
    );
    const byStatus = (status: string) => decided.filter((r) => r.status === status);
    expect(byStatus('matched')).toHaveLength(PHYSIOS * 5);
    expect(byStatus('unmatched')).toHaveLength(CONFIRMED - PHYSIOS * 5);
    expect(byStatus('unconfirmed')).toHaveLength(UNCONFIRMED);

    smtp = await startSmtpServer();
    workers.push(await startWorker(testEnv({ ...worker, ...smtp.env, QUEUE_PREFIX: env.QUEUE_PREFIX })));

    const mails = (): ParsedMail[] => smtp.received.map(parseMail);
    const to = (address: string) => mails().filter((m) => m.to.some((t) => t.toLowerCase() === address));
    const alertsNaming = (id: string) => to(COORDINATORS).filter((m) => `${m.subject}\n${m.text}`.includes(id));
    const referralsFor = (r: (typeof decided)[number]) =>
      to(r.physio_email!).filter((m) => m.text.includes(`Reference: ${shortReference(r.id)}`));
    const everythingArrived = () =>
      decided.every((r) => to(r.contact_email).length > 0) &&
      byStatus('matched').every((r) => referralsFor(r).length > 0) &&
      byStatus('unmatched').every((r) => alertsNaming(r.id).length > 0);
    await waitFor('every email of every decision', async () => everythingArrived(), 120000, 250);
    await waitForIdleQueues(env);

    for (const r of decided) {
      const theirs = to(r.contact_email);
      expect({ id: r.id, emails: theirs.length }).toEqual({ id: r.id, emails: 1 });
      const expected = {
        matched: "We've matched your parent with Crash Physio",
        unmatched: 'We are finding the right physiotherapist for your parent',
        unconfirmed: 'Please confirm your request',
      }[r.status];
      expect(theirs[0].subject).toContain(expected);
    }
    for (const r of byStatus('matched')) expect(referralsFor(r)).toHaveLength(1);
    for (const r of byStatus('unmatched')) expect(alertsNaming(r.id)).toHaveLength(1);
    // Alerts that arrived together went as digests, not an email per request.
    expect(to(COORDINATORS).length).toBeLessThan(byStatus('unmatched').length);
    // Nothing else was sent: no alert or referral for an unconfirmed request.
    expect(smtp.received).toHaveLength(decided.length + byStatus('matched').length + to(COORDINATORS).length);
    expect(await db.count('email_log', "status <> 'sent'")).toBe(0);
  });
});

/** Until the queues have nothing left to do (jobs of the dead worker taken over, retried or delayed as needed). */
async function waitForIdleQueues(env: Record<string, string>): Promise<void> {
  const queues = ['matching', 'mail'].map(
    (name) => new Queue(name, { connection: redisOptionsFromUrl(env.REDIS_URL), prefix: env.QUEUE_PREFIX }),
  );
  try {
    await waitFor(
      'the queues to finish every job',
      async () => {
        const counts = await Promise.all(
          queues.map((q) => q.getJobCounts('wait', 'active', 'delayed', 'prioritized', 'waiting-children')),
        );
        return counts.every((c) => Object.values(c).every((n) => n === 0));
      },
      180_000,
      250,
    );
  } finally {
    await Promise.all(queues.map((q) => q.close()));
  }
}
