import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DBS_CHECK_MAX_AGE_MONTHS,
  HCPC_CHECK_MAX_AGE_MONTHS,
  REPLY_PROMISE_HOURS,
  type OpsHomeFigures,
} from '@physio/api-contract';
import { FailedJobCounter } from '../../failed-job-counter.js';
import { GetHomeFiguresQuery } from './get-home-figures.query.js';

// The figures' definitions. Numbers come from the contract's constants, never from a request.

/** How long matching may take before a pending request needs a person (matching normally decides in seconds). */
const PENDING_GRACE_MINUTES = 5;

/** Finder requests that need a person: matching found no one, or it has not decided 5 minutes after the request. */
const NEEDS_ATTENTION = `(r.status = 'unmatched'
  or (r.status = 'pending' and r.created_at < now() - make_interval(mins => ${PENDING_GRACE_MINUTES})))`;

/** Of those, past the reply we promise families (REPLY_PROMISE_HOURS after the request). */
const OVERDUE = `r.created_at < now() - make_interval(hours => ${REPLY_PROMISE_HOURS})`;

/** Of those, asked for urgently. */
const URGENT = `r.urgency = 'urgent'`;

/** Enquiries no coordinator has finished with. */
const OPEN_ENQUIRY = `e.status in ('new', 'in-progress')`;

/** Today in the UK: check dates are calendar dates, and a check done "12 months ago" is judged by the UK day. */
const UK_TODAY = `(now() at time zone 'Europe/London')::date`;

/** Active physiotherapists whose HCPC registration was last checked more than HCPC_CHECK_MAX_AGE_MONTHS ago. */
const HCPC_CHECK_OVERDUE = `p.hcpc_checked_on < ${UK_TODAY} - make_interval(months => ${HCPC_CHECK_MAX_AGE_MONTHS})`;

/** Active physiotherapists whose DBS check is older than DBS_CHECK_MAX_AGE_MONTHS. */
const DBS_CHECK_OVERDUE = `p.dbs_checked_on < ${UK_TODAY} - make_interval(months => ${DBS_CHECK_MAX_AGE_MONTHS})`;

/** Every SQL figure in one statement: one round trip to PostgreSQL. */
const HOME_FIGURES = `
with requests as (
  select count(*)::int as needing_attention,
         (count(*) filter (where ${OVERDUE}))::int as overdue,
         (count(*) filter (where ${URGENT}))::int as urgent
  from finder_request r
  where ${NEEDS_ATTENTION}
), enquiries as (
  select count(*)::int as open from contact_enquiry e where ${OPEN_ENQUIRY}
), checks as (
  select (count(*) filter (where ${HCPC_CHECK_OVERDUE}))::int as hcpc_overdue,
         (count(*) filter (where ${DBS_CHECK_OVERDUE}))::int as dbs_overdue
  from physiotherapist p
  where p.active
)
select requests.needing_attention, requests.overdue, requests.urgent, enquiries.open,
       checks.hcpc_overdue, checks.dbs_overdue
from requests, enquiries, checks`;

interface FiguresRow {
  needing_attention: number;
  overdue: number;
  urgent: number;
  open: number;
  hcpc_overdue: number;
  dbs_overdue: number;
}

@QueryHandler(GetHomeFiguresQuery)
export class GetHomeFiguresHandler implements IQueryHandler<GetHomeFiguresQuery, OpsHomeFigures> {
  constructor(
    private readonly em: EntityManager,
    private readonly failedJobs: FailedJobCounter,
  ) {}

  async execute(): Promise<OpsHomeFigures> {
    // Redis being down costs only its own figure (null); the database's figures still come back.
    const [[row], failedJobs] = await Promise.all([
      this.em.execute<FiguresRow[]>(HOME_FIGURES),
      this.failedJobs.count(),
    ]);
    return {
      requests_needing_attention: row.needing_attention,
      requests_overdue: row.overdue,
      urgent_requests_waiting: row.urgent,
      open_enquiries: row.open,
      hcpc_checks_overdue: row.hcpc_overdue,
      dbs_checks_overdue: row.dbs_overdue,
      failed_jobs: failedJobs,
    };
  }
}
