import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsHomeFigures } from '@physio/api-contract';
import {
  NEEDS_ATTENTION_SQL,
  pendingTooLongBefore,
  PROMISE_AT_RISK_IDS_SQL,
  replyDeadline,
} from '../../../finder-requests/finder-request-queue.read-model.js';
import { viewParameters } from '../../../physiotherapists/physiotherapist-view.read-model.js';
import { GetBackgroundWorkWarningQuery } from '../../../queue-health/queries/get-background-work-warning/get-background-work-warning.query.js';
import { FailedJobCounter } from '../../failed-job-counter.js';
import { GetHomeFiguresQuery } from './get-home-figures.query.js';

// Each figure is the total of the filtered list it links to, so the definitions are those lists' own:
// the queue's "needs a person" and "promise at risk" (finder-requests) and the checks falling due (physiotherapists).

/** Of the requests that need a person, those past the reply we promise families. */
const OVERDUE = `r.created_at <= ?`;

/** Enquiries no coordinator has finished with. */
const OPEN_ENQUIRY = `e.status in ('new', 'in-progress')`;

/**
 * Every SQL figure in one statement: one round trip to PostgreSQL. Parameters: the moment before which a pending
 * request has waited too long, the reply deadline, the HCPC and the DBS due dates.
 */
const HOME_FIGURES = `
with requests as (
  select count(*)::int as needing_attention,
         (count(*) filter (where ${OVERDUE}))::int as overdue,
         (count(*) filter (where r.urgency = 'urgent'))::int as urgent
  from finder_request r
  where ${NEEDS_ATTENTION_SQL}
), at_risk as (
  select count(*)::int as promises_at_risk from (${PROMISE_AT_RISK_IDS_SQL}) at_risk_ids
), enquiries as (
  select count(*)::int as open from contact_enquiry e where ${OPEN_ENQUIRY}
), checks as (
  select (count(*) filter (where p.hcpc_checked_on < ?::date))::int as hcpc_overdue,
         (count(*) filter (where p.dbs_checked_on < ?::date))::int as dbs_overdue
  from physiotherapist p
  where p.active
)
select requests.needing_attention, requests.overdue, requests.urgent, at_risk.promises_at_risk, enquiries.open,
       checks.hcpc_overdue, checks.dbs_overdue
from requests, at_risk, enquiries, checks`;

interface FiguresRow {
  needing_attention: number;
  overdue: number;
  urgent: number;
  promises_at_risk: number;
  open: number;
  hcpc_overdue: number;
  dbs_overdue: number;
}

@QueryHandler(GetHomeFiguresQuery)
export class GetHomeFiguresHandler implements IQueryHandler<GetHomeFiguresQuery, OpsHomeFigures> {
  constructor(
    private readonly em: EntityManager,
    private readonly failedJobs: FailedJobCounter,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<OpsHomeFigures> {
    const now = new Date();
    const [hcpcDue, dbsDue] = viewParameters(now);
    // Redis being down costs only its own figure (null); the database's figures still come back.
    const [[row], failedJobs, backgroundWork] = await Promise.all([
      this.em.execute<FiguresRow[]>(HOME_FIGURES, [replyDeadline(now), pendingTooLongBefore(now), hcpcDue, dbsDue]),
      this.failedJobs.count(),
      // The warning's definition is Background work's own (modules/queue-health).
      this.queryBus.execute(new GetBackgroundWorkWarningQuery()),
    ]);
    return {
      requests_needing_attention: row.needing_attention,
      requests_overdue: row.overdue,
      urgent_requests_waiting: row.urgent,
      promises_at_risk: row.promises_at_risk,
      open_enquiries: row.open,
      hcpc_checks_overdue: row.hcpc_overdue,
      dbs_checks_overdue: row.dbs_overdue,
      failed_jobs: failedJobs,
      background_work: backgroundWork,
    };
  }
}
