import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { CONSULTATION_SUBJECT, CONTACT_SUBJECTS, ENQUIRY_STATUSES, type EnquiryStatus } from '@physio/api-contract';
import { emailSql, nameWordsSql, phoneDigitsSql } from '../../common/search/person-search.js';

/**
 * A message from the contact form or a consultation request, and where coordinators stand with it.
 * Deleted two years after it arrived.
 */
@Entity({ tableName: 'contact_enquiry' })
@Index({ properties: ['createdAt'] })
// The inbox filtered by status, newest first, and the home page's count of open enquiries.
@Index({ properties: ['status', 'createdAt'] })
// A request's page lists the messages that quote its reference.
@Index({
  name: 'contact_enquiry_finder_request_index',
  expression:
    'create index "contact_enquiry_finder_request_index" on "contact_enquiry" ("finder_request_id") where "finder_request_id" is not null',
})
// The inbox's search box (enquirySearchSql): email and phone as compared, and words of the name.
@Index({
  name: 'contact_enquiry_email_search_index',
  expression: `create index "contact_enquiry_email_search_index" on "contact_enquiry" ((${emailSql('email')}))`,
})
@Index({
  name: 'contact_enquiry_phone_search_index',
  expression: `create index "contact_enquiry_phone_search_index" on "contact_enquiry" ((${phoneDigitsSql('phone')})) where phone is not null`,
})
@Index({
  name: 'contact_enquiry_name_search_index',
  expression: `create index "contact_enquiry_name_search_index" on "contact_enquiry" using gin (${nameWordsSql('name')})`,
})
@Check({
  name: 'contact_enquiry_handled_check',
  expression: `(status = 'handled') = (handled_at is not null) and (handled_by is null) = (handled_at is null)`,
})
export class ContactEnquiry {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true })
  phone?: string | null;

  /** One of the five subjects, or the consultation dialog's subject. */
  @Enum({ items: [...CONTACT_SUBJECTS, CONSULTATION_SUBJECT] })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Enum({ items: [...ENQUIRY_STATUSES], default: 'new' })
  status: EnquiryStatus = 'new';

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'status_changed_at' })
  statusChangedAt?: Date | null;

  /** Display name (or username) of the account that marked it handled; cleared when it is reopened. */
  @Property({ type: 'text', nullable: true, fieldName: 'handled_by' })
  handledBy?: string | null;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'handled_at' })
  handledAt?: Date | null;

  /**
   * The finder request whose reference the message quotes. Not a foreign key: either record is deleted on its own
   * schedule (retention, erasure), and a link to a request gone since opens as "not found".
   */
  @Property({ type: 'uuid', nullable: true, fieldName: 'finder_request_id' })
  finderRequestId?: string | null;
}
