import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { buildOrmConfig } from '../../src/infra/database/mikro-orm.config.js';
import { weekStart } from '../../src/common/calendar/week-start.js';
import { MatchingService } from '../../src/modules/finder-requests/matching/matching.service.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_DATABASE_URL, testEnv } from '../support/env.js';
import { loadEnv } from '../../src/config/env.js';

/** The matching job against the real database: twice, or twice at once, it decides once. */
describe('matching a request more than once', () => {
  let orm: MikroORM;
  let db: TestDatabase;
  let service: MatchingService;

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    orm = await MikroORM.init({
      ...buildOrmConfig({ DATABASE_URL: TEST_DATABASE_URL, DB_POOL_MAX: 4, NODE_ENV: 'test' }),
      // This test runs the sources: discover the *.entity.ts files, loaded through Jest (where the import()
      // below becomes Jest's require), so they are the same classes the code under test imports.
      preferTs: true,
      dynamicImportProvider: (id: string) => import(id),
    });
    service = new MatchingService(orm, loadEnv({ ...testEnv(), NODE_ENV: 'test' }));
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.close();
  });

  /** A request whose family has confirmed their email (the only kind that reserves), unless `confirmed` is false. */
  async function insertRequest(
    district: string,
    condition: string,
    urgency = 'soon',
    confirmed = true,
  ): Promise<string> {
    const id = randomUUID();
    await db.query(
      `insert into finder_request (id, postcode, district, condition, urgency, contact_confirmed_at)
       values ($1, $2, $3, $4, $5, case when $6 then now() end)`,
      [id, `${district} 1AB`, district, condition, urgency, confirmed],
    );
    return id;
  }

  const loadOf = async () =>
    (
      await db.query<{ total: number }>(
        'select coalesce(sum(matched_count), 0)::int as total from physiotherapist_weekly_load',
      )
    )[0].total;

  it('leaves the same result and counts capacity once when run twice', async () => {
    const id = await insertRequest('SS9', 'falls-prevention');
    const first = await service.match(orm.em.fork(), id);
    const [afterFirst] = await db.query(
      'select status, matched_physiotherapist_id, match_score, matched_at from finder_request where id = $1',
      [id],
    );
    const second = await service.match(orm.em.fork(), id);
    const [afterSecond] = await db.query(
      'select status, matched_physiotherapist_id, match_score, matched_at from finder_request where id = $1',
      [id],
    );
    expect(first.status).toBe('matched');
    expect(second).toEqual(first);
    expect(afterSecond).toEqual(afterFirst);
    expect(await loadOf()).toBe(1);
  });

  it('reserves nothing for an unconfirmed request: it records whom it would choose, and a re-run changes nothing', async () => {
    const before = await loadOf();
    const id = await insertRequest('SS9', 'falls-prevention', 'soon', false);
    const first = await service.match(orm.em.fork(), id);
    expect(first).toEqual({ status: 'unconfirmed', finderRequestId: id, familyCanBeEmailed: false });
    expect(await service.match(orm.em.fork(), id)).toEqual(first);
    const [row] = await db.query<{ status: string; matched: number | null; recommended: number | null }>(
      `select status, matched_physiotherapist_id as matched, recommended_physiotherapist_id as recommended
       from finder_request where id = $1`,
      [id],
    );
    expect(row).toEqual({ status: 'unconfirmed', matched: null, recommended: expect.any(Number) });
    expect(await loadOf()).toBe(before);
  });

  it('decides once when two runs race', async () => {
    const id = await insertRequest('SW1A', 'stroke-recovery', 'urgent');
    const before = await loadOf();
    const [a, b] = await Promise.all([service.match(orm.em.fork(), id), service.match(orm.em.fork(), id)]);
    expect(a).toEqual(b);
    expect(await loadOf()).toBe(before + (a.status === 'matched' ? 1 : 0));
  });

  it('records unmatched with the reason visible to coordinators: no alternatives when no one qualifies', async () => {
    const id = await insertRequest('HP5', 'respiratory');
    expect(await service.match(orm.em.fork(), id)).toEqual({
      status: 'unmatched',
      finderRequestId: id,
      familyCanBeEmailed: false,
    });
    const [row] = await db.query(
      'select status, alternative_candidates, matched_at from finder_request where id = $1',
      [id],
    );
    expect(row).toMatchObject({ status: 'unmatched', alternative_candidates: [] });
    expect(row.matched_at).toBeInstanceOf(Date);
  });

  it('moves on to the next candidate when the best one has no room left this week', async () => {
    const first = await insertRequest('SS9', 'falls-prevention');
    const firstOutcome = await service.match(orm.em.fork(), first);
    if (firstOutcome.status !== 'matched') throw new Error('expected a match');
    // Fill the chosen physiotherapist's week.
    await db.query(
      `update physiotherapist_weekly_load l set matched_count = p.weekly_capacity
       from physiotherapist p where p.id = l.physiotherapist_id and l.physiotherapist_id = $1 and l.week_start = $2`,
      [firstOutcome.physiotherapistId, weekStart(new Date())],
    );
    const next = await insertRequest('SS9', 'falls-prevention');
    const nextOutcome = await service.match(orm.em.fork(), next);
    expect(nextOutcome.status).toBe('matched');
    if (nextOutcome.status === 'matched')
      expect(nextOutcome.physiotherapistId).not.toBe(firstOutcome.physiotherapistId);
  });

  it('reports a request that no longer exists as missing', async () => {
    const id = randomUUID();
    expect(await service.match(orm.em.fork(), id)).toEqual({ status: 'missing', finderRequestId: id });
  });
});
