import { randomUUID } from 'node:crypto';
import { createOpsAccount } from '../factories/ops-account.factory.js';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { listQuery, signedIn, type OpsClient } from '../support/ops-client.js';
import { startApi, type RunningApi } from '../support/processes.js';

/**
 * Promises to families at risk: counted on the home page and listed as a queue view, and the queue's work views
 * ordered by urgency, then by how late each request is against the promise it breaks. The API alone (no worker, so no
 * deadline monitor lapses the overdue offer), against rows written as the referral flow leaves them.
 */
describe('promises at risk and the order of the queue', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let coordinator: OpsClient;
  let physio: number;
  const ids: Record<string, string> = {};

  /** A request received `hoursAgo` hours ago (confirmed then), with what a coordinator or the family left on it. */
  const request = async (
    name: string,
    fields: { status: string; urgency: string; hoursAgo: number; attention?: string; followUp?: string },
  ) => {
    const id = randomUUID();
    ids[name] = id;
    await db.query(
      `insert into finder_request (id, postcode, district, condition, urgency, status, created_at, contact_confirmed_at,
         matched_physiotherapist_id, attention_reason, attention_since, follow_up)
       values ($1, 'SS9 1AA', 'SS9', 'falls-prevention', $2, $3, now() - make_interval(hours => $4),
         now() - make_interval(hours => $4), $5, $6::text, case when $6::text is not null then now() - interval '1 hour' end, $7)`,
      [
        id,
        fields.urgency,
        fields.status,
        fields.hoursAgo,
        fields.status === 'matched' ? physio : null,
        fields.attention ?? null,
        fields.followUp ?? null,
      ],
    );
    return id;
  };

  /** An offer of request `name`: its status and the deadlines that matter, as SQL expressions. */
  const offer = (
    name: string,
    status: 'open' | 'accepted' | 'declined' | 'lapsed',
    deadlines: { replyBy?: string; contactBy?: string; visitOn?: string } = {},
  ) =>
    db.query(
      `insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, status, offered_at, reply_by,
         answered_at, decline_reason, contact_by, first_visit_on)
       values ($1, $2, $3, date_trunc('week', now())::date, $4, now() - interval '3 days',
         ${deadlines.replyBy ?? `now() - interval '2 days'`},
         case when $4 in ('accepted', 'declined') then now() - interval '2 days' end,
         case when $4 = 'declined' then 'no-capacity' end,
         ${deadlines.contactBy ?? 'null'}, ${deadlines.visitOn ?? 'null'})`,
      [randomUUID(), ids[name], physio, status],
    );

  const queue = async (filter: Record<string, unknown>) => {
    const res = await coordinator.get(
      `/api/ops/finder-requests${listQuery({ filter, sort: ['urgency_rank', 'ASC'], range: [0, 49] })}`,
    );
    expect(res.status).toBe(200);
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return (res.body as { id: string; queue_reason: string | null }[]).map((row) => ({
      name: names[row.id] ?? row.id,
      reason: row.queue_reason,
    }));
  };

  beforeAll(async () => {
    db = testDatabase();
    await db.query('truncate finder_request, finder_request_note, referral_offer, outbox_message');
    physio = await createPhysiotherapist(db, { name: 'At Risk Physio', baseDistrict: 'SS9' });
    api = await startApi(testEnv());
    coordinator = await signedIn(api.url, await createOpsAccount(db, { role: 'coordinator' }));

    // Urgent. The physiotherapist has not answered, two hours past the offer's reply deadline.
    await request('unanswered', { status: 'matched', urgency: 'urgent', hoursAgo: 5 });
    await offer('unanswered', 'open', { replyBy: `now() - interval '2 hours'` });
    // The family says nobody has been in touch: the contact deadline passed two days ago.
    await request('notContacted', {
      status: 'matched',
      urgency: 'urgent',
      hoursAgo: 72,
      attention: 'family-not-contacted',
    });
    await offer('notContacted', 'accepted', { contactBy: `now() - interval '2 days'` });
    // Declined, then lapsed: matching handed it over an hour after it came in.
    await request('cameToNothing', { status: 'unmatched', urgency: 'urgent', hoursAgo: 1 });
    await offer('cameToNothing', 'declined');
    await offer('cameToNothing', 'lapsed');
    // No physiotherapist at all for 30 hours: late against the 24-hour reply, but no offer broke a promise.
    await request('noMatch', { status: 'unmatched', urgency: 'urgent', hoursAgo: 30 });

    // Soon. The oldest request is the less late: its contact deadline passed a day ago ...
    await request('oldNotContacted', {
      status: 'matched',
      urgency: 'soon',
      hoursAgo: 144,
      attention: 'family-not-contacted',
    });
    await offer('oldNotContacted', 'accepted', { contactBy: `now() - interval '1 day'` });
    // ... while this younger one's first visit was due two days ago and did not happen.
    await request('noVisit', { status: 'matched', urgency: 'soon', hoursAgo: 96, attention: 'visit-did-not-happen' });
    await offer('noVisit', 'accepted', {
      contactBy: `now() - interval '3 days'`,
      visitOn: `((now() at time zone 'Europe/London')::date - 2)`,
    });
    // One decline only: matching is still trying; the reply promise is still ahead.
    await request('oneDecline', { status: 'unmatched', urgency: 'soon', hoursAgo: 2 });
    await offer('oneDecline', 'declined');

    // Not at risk: an offer still within its deadline, and a family a coordinator has already called.
    await request('offerOpen', { status: 'matched', urgency: 'soon', hoursAgo: 3 });
    await offer('offerOpen', 'open', { replyBy: `now() + interval '20 hours'` });
    await request('dealtWith', {
      status: 'matched',
      urgency: 'urgent',
      hoursAgo: 100,
      attention: 'family-not-contacted',
      followUp: 'contacted',
    });
    await offer('dealtWith', 'accepted', { contactBy: `now() - interval '3 days'` });
  });

  afterAll(async () => {
    await api?.stop();
    await db?.query('truncate finder_request, finder_request_note, referral_offer, outbox_message');
    if (physio) await removePhysiotherapists(db, [physio]);
    await db?.close();
  });

  it('counts the promises at risk on the home page', async () => {
    const res = await coordinator.get('/api/ops/home');
    expect(res.status).toBe(200);
    expect(res.body.promises_at_risk).toBe(5);
  });

  it('lists them as the queue view the home figure links to, each with its reason, urgent and latest first', async () => {
    expect(await queue({ promise_at_risk: true })).toEqual([
      { name: 'notContacted', reason: 'family-not-contacted' },
      { name: 'unanswered', reason: 'offer-past-reply-deadline' },
      { name: 'cameToNothing', reason: 'offers-came-to-nothing' },
      { name: 'noVisit', reason: 'visit-did-not-happen' },
      { name: 'oldNotContacted', reason: 'family-not-contacted' },
    ]);
  });

  it('orders the requests needing attention by urgency, then by how late they are, not by when they came in', async () => {
    expect((await queue({ needs_attention: true })).map((row) => row.name)).toEqual([
      'notContacted', // urgent: contact deadline two days ago
      'noMatch', // urgent: the 24-hour reply six hours ago
      'cameToNothing', // urgent: the 24-hour reply is 23 hours away
      'noVisit', // soon: the visit day two days ago (it came in after oldNotContacted)
      'oldNotContacted', // soon: the contact deadline a day ago
      'oneDecline', // soon: the 24-hour reply is 22 hours away
    ]);
  });
});
