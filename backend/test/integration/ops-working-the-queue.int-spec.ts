import { randomUUID } from 'node:crypto';
import { londonToday } from '../../src/modules/physiotherapists/physiotherapist-checks.js';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { listQuery, signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

/** A London day `days` from today (yyyy-mm-dd). */
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${londonToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Working the queue through the real API and PostgreSQL: "assign to me" and the "mine" view, a follow-up date that
 * puts a request aside and then brings it back to the top, and a logged call to a family who left only a phone.
 */
describe('ops: working the queue', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let sam: OpsClient;
  let alex: OpsClient;
  let samId: number;
  const ids = { urgent: randomUUID(), unmatched: randomUUID(), phoneOnly: randomUUID(), contacted: randomUUID() };

  const insertRequest = (
    id: string,
    fields: { status: string; urgency: string; minutesAgo: number; email?: string; followUp?: string },
  ) =>
    db.query(
      `insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email, contact_phone,
         consent_given_at, status, follow_up, created_at)
       values ($1, 'SS9 1AA', 'SS9', 'falls-prevention', $2, 'Working Family', $3, '07123 456789', now(), $4, $5,
         now() - make_interval(mins => $6))`,
      [id, fields.urgency, fields.email ?? null, fields.status, fields.followUp ?? null, fields.minutesAgo],
    );
  const queue = async (client: OpsClient, filter: Record<string, unknown> = { needs_attention: true }) => {
    const res = await client.get(
      `/api/ops/finder-requests${listQuery({ filter, sort: ['urgency_rank', 'ASC'], range: [0, 24] })}`,
    );
    expect(res.status).toBe(200);
    return res.body as { id: string; owner_name: string | null; follow_up_on: string | null }[];
  };

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    await insertRequest(ids.urgent, { status: 'unmatched', urgency: 'urgent', minutesAgo: 30, email: 'u@example.com' });
    await insertRequest(ids.unmatched, {
      status: 'unmatched',
      urgency: 'soon',
      minutesAgo: 60,
      email: 'm@example.com',
    });
    await insertRequest(ids.phoneOnly, { status: 'unconfirmed', urgency: 'flexible', minutesAgo: 5 });
    await insertRequest(ids.contacted, {
      status: 'matched',
      urgency: 'flexible',
      minutesAgo: 600,
      email: 'c@example.com',
      followUp: 'contacted',
    });
    api = await startApi(testEnv());
    const samAccount = await createOpsAccount(db, { role: 'coordinator', displayName: 'Sam Coordinator' });
    samId = samAccount.id;
    sam = await signedIn(api.url, samAccount);
    alex = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator', displayName: 'Alex Colleague' }));
  });

  afterAll(async () => {
    await api?.stop();
    await db?.resetTransactionalData();
    await db?.close();
  });

  it('"assign to me": the request shows who has it, "mine" lists only theirs, and a colleague may take it over', async () => {
    const taken = await sam.post(`/api/ops/finder-requests/${ids.unmatched}/take`);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ owner_id: samId, owner_name: 'Sam Coordinator' });
    expect((await queue(sam, { owner_id: samId })).map((r) => r.id)).toEqual([ids.unmatched]);
    expect((await queue(sam)).find((r) => r.id === ids.unmatched)?.owner_name).toBe('Sam Coordinator');

    // Only the one who has it hands it back; anyone may take it over, and the audit says from whom.
    const refused = await alex.post(`/api/ops/finder-requests/${ids.unmatched}/hand-back`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Sam Coordinator has this request: only they can hand it back (or take it yourself)',
    );
    expect((await alex.post(`/api/ops/finder-requests/${ids.unmatched}/take`)).body.owner_name).toBe('Alex Colleague');
    expect(await queue(sam, { owner_id: samId })).toEqual([]);
    const [audit] = await db.query<{ details: { from_account_id: number } }>(
      `select details from audit_log where action = 'take' and record_id = $1 order by id desc limit 1`,
      [ids.unmatched],
    );
    expect(audit.details).toEqual({ from_account_id: samId });
    const handedBack = await alex.post(`/api/ops/finder-requests/${ids.unmatched}/hand-back`);
    expect(handedBack.body).toMatchObject({ owner_id: null, owner_name: null });
  });

  it('a follow-up date puts a request aside until that day, then brings it back to the top, even once contacted', async () => {
    expect((await queue(sam)).map((r) => r.id)).toEqual([ids.urgent, ids.unmatched, ids.phoneOnly]);

    // Tomorrow: out of "needing attention" until then (and listed under "dealt with").
    const aside = await sam.post(`/api/ops/finder-requests/${ids.urgent}/follow-up-date`, {
      follow_up_on: dayFromToday(1),
    });
    expect(aside.status).toBe(200);
    expect(aside.body).toMatchObject({ follow_up_on: dayFromToday(1), needs_attention: false });
    expect((await queue(sam)).map((r) => r.id)).toEqual([ids.unmatched, ids.phoneOnly]);
    expect((await queue(sam, { needs_attention: false })).map((r) => r.id)).toContain(ids.urgent);

    // Today, on a request already contacted: back, and first, before requests more urgent than it.
    const due = await sam.post(`/api/ops/finder-requests/${ids.contacted}/follow-up-date`, {
      follow_up_on: londonToday(),
    });
    expect(due.body).toMatchObject({ needs_attention: true, status: 'contacted' });
    expect((await queue(sam)).map((r) => r.id)).toEqual([ids.contacted, ids.unmatched, ids.phoneOnly]);

    // Closing it ends the follow-up too.
    expect((await sam.post(`/api/ops/finder-requests/${ids.contacted}/status`, { status: 'closed' })).status).toBe(200);
    const closed = await sam.get(`/api/ops/finder-requests/${ids.contacted}`);
    expect(closed.body).toMatchObject({ follow_up_on: null, needs_attention: false });
    const refused = await sam.post(`/api/ops/finder-requests/${ids.contacted}/follow-up-date`, {
      follow_up_on: londonToday(),
    });
    expect(refused.status).toBe(409);

    // Cleared: the request is back on its own merits.
    await sam.post(`/api/ops/finder-requests/${ids.urgent}/follow-up-date`, { follow_up_on: null });
    expect((await queue(sam)).map((r) => r.id)).toEqual([ids.urgent, ids.unmatched, ids.phoneOnly]);
  });

  it('refuses a follow-up date in the past or that is not a date, naming the field, and changes nothing', async () => {
    for (const follow_up_on of [dayFromToday(-1), dayFromToday(366), '2026-02-30', 'next week', undefined]) {
      const res = await sam.post(`/api/ops/finder-requests/${ids.unmatched}/follow-up-date`, { follow_up_on });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'follow_up_on' })]);
    }
    expect((await sam.get(`/api/ops/finder-requests/${ids.unmatched}`)).body.follow_up_on).toBeNull();
  });

  it('logs a call to a family who left only a phone number: in the notes with who and when, and on the queue row', async () => {
    const res = await sam.post(`/api/ops/finder-requests/${ids.phoneOnly}/calls`, {
      outcome: 'no_answer',
      note: '  Voicemail full.  ',
      follow_up_on: dayFromToday(1),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ last_call_outcome: 'no_answer', follow_up_on: dayFromToday(1) });
    expect(Date.now() - Date.parse(res.body.last_called_at)).toBeLessThan(60_000);
    expect(res.body.notes).toEqual([
      expect.objectContaining({
        author: 'Sam Coordinator',
        body: `Called: no answer. Follow up on ${dayFromToday(1)}. Voicemail full.`,
      }),
    ]);
    // Tried today, again tomorrow: aside until then.
    expect((await queue(sam)).map((r) => r.id)).not.toContain(ids.phoneOnly);
    // The audit keeps the outcome, never what was said.
    const [audit] = await db.query<{ details: unknown }>(
      `select details from audit_log where action = 'log-call' and record_id = $1`,
      [ids.phoneOnly],
    );
    expect(audit.details).toEqual({ outcome: 'no_answer' });
  });

  it('refuses a call with no outcome, and one to a request with no phone number, and writes nothing', async () => {
    const bad = await sam.post(`/api/ops/finder-requests/${ids.urgent}/calls`, { outcome: 'busy' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({
        field: 'outcome',
        message: 'outcome must be one of: reached, no_answer, left_message',
      }),
    ]);
    await db.query('update finder_request set contact_phone = null where id = $1', [ids.urgent]);
    const noPhone = await sam.post(`/api/ops/finder-requests/${ids.urgent}/calls`, { outcome: 'reached' });
    expect(noPhone.status).toBe(409);
    expect(noPhone.body.message).toBe('This request has no phone number to call');
    expect(await db.count('finder_request_note', 'finder_request_id = $1', [ids.urgent])).toBe(0);
    expect(await db.count('finder_request', 'id = $1 and last_called_at is null', [ids.urgent])).toBe(1);
  });
});
