import type { EntityManager } from '@mikro-orm/postgresql';
import { CONSULTATION_SUBJECT, DATA_RIGHTS_KINDS, type DataRightsCounts } from '@physio/api-contract';
import { randomBytes } from 'node:crypto';
import { eraseWaitlistDemandMarkers, replaceVisitorKey } from '../demand/demand.repository.js';
import { eraseContactEnquiries } from '../enquiries/contact-enquiry.repository.js';
import { eraseFinderRequests } from '../finder-requests/finder-request.repository.js';
import { eraseWaitlistEntries } from '../waitlist/waitlist-entry.repository.js';
import { emailSql, phoneDigitsSql, type PersonalIdentifier } from './personal-identifier.js';

export interface FinderRequestRecord {
  id: string;
  created_at: Date;
  postcode: string;
  district: string;
  condition: string;
  urgency: string;
  status: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  additional_info: string | null;
  consent_given_at: Date | null;
  matched_physiotherapist_name: string | null;
  matched_at: Date | null;
  follow_up: string | null;
  follow_up_reason: string | null;
  follow_up_at: Date | null;
}

export interface RequestNoteRecord {
  id: string;
  finder_request_id: string;
  author: string;
  body: string;
  created_at: Date;
}

export interface EnquiryRecord {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  handled_at: Date | null;
  note: string | null;
}

export interface WaitlistRecord {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  postcode: string;
  district: string;
  condition: string | null;
  notified: boolean;
  notified_at: Date | null;
  visitor_key: string | null;
}

export interface EmailRecord {
  id: string;
  created_at: Date;
  template: string;
  recipient_role: string;
  subject_id: string;
  status: string;
  sent_at: Date | null;
}

/** Everything held about one person, by kind (see DATA_RIGHTS_KINDS), newest first. */
export interface PersonalData {
  'finder-requests': FinderRequestRecord[];
  'request-notes': RequestNoteRecord[];
  'contact-enquiries': EnquiryRecord[];
  'consultation-requests': EnquiryRecord[];
  'waitlist-entries': WaitlistRecord[];
  emails: EmailRecord[];
}

export function countsOf(data: PersonalData): DataRightsCounts {
  return Object.fromEntries(DATA_RIGHTS_KINDS.map((kind) => [kind, data[kind].length])) as DataRightsCounts;
}

/** Ids of the person's own records: what email-log rows, queued events and demand markers point at. */
function subjectIds(data: PersonalData): string[] {
  return [
    ...data['finder-requests'].map((r) => r.id),
    ...data['contact-enquiries'].map((r) => r.id),
    ...data['consultation-requests'].map((r) => r.id),
    ...data['waitlist-entries'].map((r) => r.id),
  ];
}

export interface ErasureOutcome {
  erased: DataRightsCounts;
  queuedEventsDropped: number;
  demandKeysReplaced: number;
}

/**
 * Where a family's personal data lives, and how it is found and erased. One explicit list, in one place: the
 * features' tables are few, the SQL of a data request must be read and reviewed as a whole, and the integration test
 * that scans every text column of every table after an erasure fails when a new table holds the person's data
 * without being listed here (see README.md).
 */
export class PersonalDataService {
  /** With `lock`, the person's rows are locked (FOR UPDATE) until the transaction ends: an erasure's find. */
  async find(em: EntityManager, who: PersonalIdentifier, lock = false): Promise<PersonalData> {
    const forUpdate = lock ? 'for update of r' : '';
    const requestMatch =
      who.type === 'email' ? `${emailSql('r.contact_email')} = ?` : `${phoneDigitsSql('r.contact_phone')} = ?`;
    const finderRequests = await em.execute<FinderRequestRecord[]>(
      `select r.id, r.created_at, r.postcode, r.district, r.condition, r.urgency, r.status, r.contact_name,
              r.contact_email, r.contact_phone, r.additional_info, r.consent_given_at, p.name as matched_physiotherapist_name,
              r.matched_at, r.follow_up, r.follow_up_reason, r.follow_up_at
       from finder_request r left join physiotherapist p on p.id = r.matched_physiotherapist_id
       where ${requestMatch} order by r.created_at desc, r.id ${forUpdate}`,
      [who.value],
    );
    const requestIds = finderRequests.map((r) => r.id);
    const notes = requestIds.length
      ? await em.execute<RequestNoteRecord[]>(
          `select id::text, finder_request_id, author, body, created_at from finder_request_note
           where finder_request_id in (?) order by created_at desc, id desc ${lock ? 'for update' : ''}`,
          [requestIds],
        )
      : [];
    const enquiryMatch = who.type === 'email' ? `${emailSql('r.email')} = ?` : `${phoneDigitsSql('r.phone')} = ?`;
    const enquiries = await em.execute<EnquiryRecord[]>(
      `select r.id, r.created_at, r.name, r.email, r.phone, r.subject, r.message, r.status, r.handled_at,
              (select string_agg(x.kind || ', ' || x.author || ', ' || to_char(x.created_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') || ': ' || x.body, E'\n' order by x.created_at, x.id)
               from contact_enquiry_entry x where x.enquiry_id = r.id) as note
       from contact_enquiry r where ${enquiryMatch} order by r.created_at desc, r.id ${forUpdate}`,
      [who.value],
    );
    // The waitlist takes no phone number.
    const waitlist =
      who.type === 'email'
        ? await em.execute<WaitlistRecord[]>(
            `select r.id, r.created_at, r.name, r.email, r.postcode, r.district, r.condition, r.notified, r.notified_at,
                    r.visitor_key
             from waitlist_entry r where r.email_normalised = ? order by r.created_at desc, r.id ${forUpdate}`,
            [who.value],
          )
        : [];
    const partial: PersonalData = {
      'finder-requests': finderRequests,
      'request-notes': notes,
      'contact-enquiries': enquiries.filter((e) => e.subject !== CONSULTATION_SUBJECT),
      'consultation-requests': enquiries.filter((e) => e.subject === CONSULTATION_SUBJECT),
      'waitlist-entries': waitlist,
      emails: [],
    };
    const ids = subjectIds(partial);
    partial.emails = ids.length
      ? await em.execute<EmailRecord[]>(
          `select id::text, created_at, template, recipient_role, subject_id, status, sent_at from email_log
           where subject_id in (?) order by created_at desc, id desc ${lock ? 'for update' : ''}`,
          [ids],
        )
      : [];
    return partial;
  }

  /**
   * Erases what `find` found, inside the caller's transaction (one commit or nothing): each table's owner deletes its
   * own rows (table-owners.ts). Rows are deleted; what is kept is anonymous (demand counts, a physiotherapist's weekly
   * load) and documented in README.md.
   */
  async erase(em: EntityManager, data: PersonalData): Promise<ErasureOutcome> {
    const ids = subjectIds(data);
    let queuedEventsDropped = 0;
    let demandKeysReplaced = 0;
    if (ids.length) {
      // Events not yet handed to the queues (emails, demand counts, matching) would only find nothing: drop them.
      // (infra/outbox's and infra/mail's tables: listed in WRITE_EXCEPTIONS until those offer these deletes.)
      queuedEventsDropped = await this.deleteCount(em, 'delete from outbox_message where aggregate_id in (?)', [ids]);
      await em.execute('delete from email_log where subject_id in (?)', [ids]);
    }
    const entryIds = data['waitlist-entries'].map((w) => w.id);
    // "waitlist:<entry id>" markers: the demand count they guard stays; the id pointed at the erased entry.
    await eraseWaitlistDemandMarkers(em, entryIds);
    // The waitlist entry was the only link from the person to their daily visitor key. A fresh random key, the same
    // one for every row that shares the old key, keeps every distinct-people count exactly and ends the link.
    const visitorKeys = [...new Set(data['waitlist-entries'].map((w) => w.visitor_key).filter((k) => k !== null))];
    for (const oldKey of visitorKeys) {
      await replaceVisitorKey(em, oldKey, randomBytes(16).toString('base64url').slice(0, 22));
      demandKeysReplaced += 1;
    }
    await eraseFinderRequests(
      em,
      data['finder-requests'].map((r) => r.id),
    );
    await eraseContactEnquiries(
      em,
      [...data['contact-enquiries'], ...data['consultation-requests']].map((e) => e.id),
    );
    await eraseWaitlistEntries(em, entryIds);
    return { erased: countsOf(data), queuedEventsDropped, demandKeysReplaced };
  }

  private async deleteCount(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
    const rows = await em.execute<unknown[]>(
      `with gone as (${sql} returning 1) select count(*)::int as n from gone`,
      params,
    );
    return (rows[0] as { n: number }).n;
  }
}
