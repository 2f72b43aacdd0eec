// Every entity the ORM knows, listed once so the API, the workers and the CLI agree.
// Add a feature's entities here when the feature is added.
import { PostcodeDistrict } from '../../modules/coverage/postcode-district.entity.js';
import { Physiotherapist } from '../../modules/physiotherapists/physiotherapist.entity.js';
import { FinderRequest } from '../../modules/finder-requests/finder-request.entity.js';
import { OutboxMessage } from '../outbox/outbox-message.entity.js';
import { PhysiotherapistWeeklyLoad } from '../../modules/physiotherapists/physiotherapist-weekly-load.entity.js';
import { WaitlistEntry } from '../../modules/waitlist/waitlist-entry.entity.js';
import { ContactEnquiry } from '../../modules/enquiries/contact-enquiry.entity.js';
import { DemandDaily, DemandEventApplied, DemandPerson, ExpansionEvent } from '../../modules/demand/demand.entities.js';
import { EmailLog } from '../../modules/mail/email-log.entity.js';
import { CoverageChange } from '../../modules/coverage/commands/coverage-change.entity.js';
import { PageViewDaily } from '../../modules/analytics/page-view-daily.entity.js';
import { AuditLogEntry } from '../../modules/audit/audit-log-entry.entity.js';
import { OpsAccount } from '../../modules/auth/ops-account.entity.js';

export const entities = [
  PostcodeDistrict,
  Physiotherapist,
  PhysiotherapistWeeklyLoad,
  FinderRequest,
  OutboxMessage,
  // Waitlist, contact, demand, mail, coverage changes, analytics.
  WaitlistEntry,
  ContactEnquiry,
  ExpansionEvent,
  DemandDaily,
  DemandPerson,
  DemandEventApplied,
  EmailLog,
  CoverageChange,
  PageViewDaily,
  // Operations dashboard: accounts and the audit trail.
  OpsAccount,
  AuditLogEntry,
];
