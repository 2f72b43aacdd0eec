import type pg from 'pg';

/**
 * `requests` confirmed finder requests over two years, each matched but one in
 * twenty, with the offers a busy service would have made: one in five declined first (a reason each), then one offer
 * that was accepted (nine in ten) or lapsed; accepted ones with a contact deadline, a first call, a first visit and the
 * family's answers. Written with generate_series in a few statements, not through the service.
 */
export async function seedPromises(db: pg.Client, requests: number): Promise<{ requests: number; offers: number }> {
  await db.query('select setseed(0.26)');
  await db.query(
    `with districts as (select array_agg(district order by district) as d from postcode_district where covered),
          physios as (select array_agg(id order by id) as p from physiotherapist)
     insert into finder_request (id, postcode, district, condition, urgency, contact_name, contact_email,
       consent_given_at, contact_confirmed_at, status, matched_physiotherapist_id, matched_at, created_at)
     select gen_random_uuid(), districts.d[1 + (i % array_length(districts.d, 1))] || ' 1AB',
            districts.d[1 + (i % array_length(districts.d, 1))],
            (array['stroke-recovery','falls-prevention','neurological','post-operative','respiratory',
                   'musculoskeletal','elderly-rehab','hospital-discharge'])[1 + (i % 8)],
            (array['urgent','soon','flexible'])[1 + (i % 3)],
            'Bench Family', 'bench.family' || i || '@example.com', t.at, t.at + interval '10 minutes',
            case when i % 20 = 0 then 'unmatched' else 'matched' end,
            case when i % 20 <> 0 then physios.p[1 + (i % array_length(physios.p, 1))] end,
            t.at + interval '11 minutes', t.at
     from generate_series(1, $1::int) as i, districts, physios,
          -- i in it makes each row draw its own moment (a lateral that does not refer to the row is drawn once).
          lateral (select now() - interval '1 day' - random() * interval '730 days' + (i * 0) * interval '1 second' as at) t`,
    [requests],
  );
  await db.query(
    `insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, status, offered_at, reply_by,
       answered_at, decline_reason)
     select gen_random_uuid(), r.id, r.matched_physiotherapist_id, date_trunc('week', r.matched_at)::date, 'declined',
            r.matched_at, r.matched_at + interval '24 hours', r.matched_at + random() * interval '20 hours',
            (array['no-capacity','too-far','not-my-specialty','other'])[1 + floor(random() * 4)::int]
     from finder_request r where r.status = 'matched' and random() < 0.2`,
  );
  await db.query(
    `insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, status, offered_at, reply_by,
       answered_at, contact_by, first_call_at, first_visit_on, family_contacted, contact_answered_at, visit_happened)
     select gen_random_uuid(), id, matched_physiotherapist_id, date_trunc('week', matched_at)::date,
            case when u < 0.1 then 'lapsed' else 'accepted' end,
            matched_at + interval '1 day', matched_at + interval '2 days',
            case when u >= 0.1 then matched_at + interval '1 day' + u * interval '30 hours' end,
            case when u >= 0.1 then matched_at + interval '3 days' end,
            case when u >= 0.1 then matched_at + interval '1 day' + u * interval '50 hours' end,
            case when u >= 0.1 then (matched_at + interval '4 days' + u * interval '5 days')::date end,
            case when u >= 0.1 then u > 0.2 end,
            case when u >= 0.1 then matched_at + interval '3 days' end,
            case when u >= 0.1 then u > 0.3 end
     from (select r.*, random() as u from finder_request r where r.status = 'matched') r`,
  );
  await db.query('vacuum analyze finder_request, referral_offer');
  const [{ rows: r }, { rows: o }] = await Promise.all([
    db.query<{ n: number }>('select count(*)::int as n from finder_request'),
    db.query<{ n: number }>('select count(*)::int as n from referral_offer'),
  ]);
  return { requests: r[0].n, offers: o[0].n };
}
