import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Condition, Urgency } from '@physio/api-contract';
import { Batcher } from '../../../../common/batching/batcher.js';
import { isCausedByRowData } from '../../../../infra/database/database-errors.js';
import { outboxInsert, SqlPayload } from '../../../../infra/outbox/outbox-insert.js';
import { offeredSql } from '../../../coverage/reachability.js';
import { FINDER_REQUEST_SUBMITTED } from '../../events/finder-request-submitted.event.js';

export interface NewFinderRequestRow {
  id: string;
  postcode: string;
  district: string;
  condition: Condition;
  urgency: Urgency;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  additional_info: string | null;
  consent_given_at: string | null;
}

const SUBMITTED = outboxInsert('inserted', 'inserted.id', [
  { topic: FINDER_REQUEST_SUBMITTED, payload: new SqlPayload(`jsonb_build_object('urgency', inserted.urgency)`) },
]);

/**
 * Inserts the requests whose district is offered (covered, and reached by an active physiotherapist: a request
 * nobody could ever take is an out-of-area search, not a request), each with its outbox row, in ONE statement (so one
 * transaction: a request is never written without its event, nor an event without its request). Rows
 * arrive as one JSON array, so a batch of any size is a single parameter.
 */
const INSERT_COVERED = `
with input as (
  select * from jsonb_to_recordset(?::jsonb) as t(
    id uuid, postcode text, district text, condition text, urgency text, contact_name text, contact_email text,
    contact_phone text, additional_info text, consent_given_at timestamptz)
), inserted as (
  insert into finder_request
    (id, postcode, district, condition, urgency, contact_name, contact_email, contact_phone, additional_info,
     consent_given_at, status, created_at)
  select i.id, i.postcode, i.district, i.condition, i.urgency, i.contact_name, i.contact_email, i.contact_phone,
         i.additional_info, i.consent_given_at, 'pending', now()
  from input i join postcode_district d on d.district = i.district and ${offeredSql('d')}
  returning id, urgency
)
${SUBMITTED.sql}
returning aggregate_id`;

/**
 * Group commit for the busiest write: the submissions that arrive while earlier statements are in flight
 * are written together in the next one (see Batcher). Each caller learns only about its own row. If
 * PostgreSQL refuses a statement for the values in it, nothing of it was written and its rows are written
 * again apart (halves, down to single rows): the families whose rows are fine still get their 201, and
 * only a row refused on its own fails. Any other failure (database down) fails the whole batch at once.
 */
@Injectable()
export class FinderRequestWriter {
  private readonly batcher: Batcher<NewFinderRequestRow, boolean>;

  constructor(orm: MikroORM) {
    this.batcher = new Batcher(
      async (rows) => {
        const written = await orm.em
          .getConnection()
          .execute<{ aggregate_id: string }[]>(INSERT_COVERED, [JSON.stringify(rows), ...SUBMITTED.params]);
        const ids = new Set(written.map((r) => r.aggregate_id));
        return rows.map((row) => ids.has(row.id));
      },
      { maxInFlight: 4, maxBatchSize: 250, isolateFailures: isCausedByRowData },
    );
  }

  /** Resolves true when written, false when the district is not offered (then nothing is written). */
  insertIfCovered(row: NewFinderRequestRow): Promise<boolean> {
    return this.batcher.call(row);
  }
}
