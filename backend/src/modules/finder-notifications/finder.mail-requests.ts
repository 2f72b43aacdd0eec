import { mailRequested } from '../../infra/mail/mail-job.js';
import type { OutboxEvent } from '../../infra/outbox/outbox-insert.js';
import {
  finderConfirmFamily,
  finderMatchedFamily,
  finderUnmatchedCoordinators,
  finderUnmatchedFamily,
} from './finder.email-templates.js';

/**
 * The emails that follow a matching decision, as `mail.requested` outbox events written by the statement that
 * records the decision (matching, a coordinator's assignment): the decision and its emails commit together, so a
 * worker that dies after the decision cannot leave a family without its email. Each takes the alias of the
 * decided row, a CTE returning `id`, `family_can_be_emailed` and, for a match, `matched_physiotherapist_id`. Emails
 * without a recipient record may be batched with others of their kind, as decisions come in bursts.
 */

/**
 * SQL: whether the family of `finder_request` row `alias` gave an email and consent. The mail sources apply the same
 * rule when sending; checked here too so that no job is queued for a family who left no address (most, under load).
 */
export const familyCanBeEmailedSql = (alias: string): string =>
  `(${alias}.contact_email is not null and ${alias}.consent_given_at is not null)`;

/**
 * SQL: whether row `alias` can only be confirmed by a coordinator's call (a phone number and consent, no email): it
 * needs a person as an unmatched request does, so the coordinators are alerted the same way. The same rule as
 * `awaitsCall` in finder-request-follow-up.ts and the queue's AWAITING_CALL_SQL.
 */
export const awaitsCallSql = (alias: string): string =>
  `(${alias}.contact_email is null and ${alias}.contact_phone is not null and ${alias}.consent_given_at is not null)`;

/**
 * Matched: the family gets the physiotherapist's profile (once, for the first physiotherapist offered their request).
 * The physiotherapist's email is the offer's (referrals/referral-offer.repository.ts, offerReferralSql), written by
 * the same statement.
 */
export const emailsWhenMatched = (decided: string): OutboxEvent[] => [
  mailRequested(finderMatchedFamily.name, 'family', { when: `${decided}.family_can_be_emailed`, batch: true }),
];

/**
 * No physiotherapist can take the family: the family hears we will contact them within 24 hours, the coordinators
 * get an alert. Alerts relayed together reach the coordinators as one email naming every request (the mail route
 * batches them, the mail source combines a batch into one digest).
 */
export const emailsWhenUnmatched = (decided: string): OutboxEvent[] => [
  mailRequested(finderUnmatchedFamily.name, 'family', { when: `${decided}.family_can_be_emailed`, batch: true }),
  mailRequested(finderUnmatchedCoordinators.name, 'coordinators', { batch: true }),
];

/**
 * Decided before the family confirmed their email: only they hear of it, with the link that confirms it. A family who
 * left only a phone number cannot confirm by link: the coordinators get the alert an unmatched request gets, as the
 * request waits for their call (`decided.awaits_call`).
 */
export const emailsWhenAwaitingConfirmation = (decided: string): OutboxEvent[] => [
  mailRequested(finderConfirmFamily.name, 'family', { when: `${decided}.family_can_be_emailed`, batch: true }),
  mailRequested(finderUnmatchedCoordinators.name, 'coordinators', { when: `${decided}.awaits_call`, batch: true }),
];
