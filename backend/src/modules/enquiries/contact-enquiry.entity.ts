import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { EnquiryStatus } from '@physio/api-contract';

/**
 * A message from the contact form or a consultation request, and where coordinators stand with it.
 * Deleted two years after it arrived.
 */
@Entity({ tableName: 'contact_enquiry' })
@Index({ properties: ['createdAt'] })
// The inbox filtered by status, newest first, and the home page's count of open enquiries.
@Index({ properties: ['status', 'createdAt'] })
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
  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'text', default: 'new' })
  status: EnquiryStatus = 'new';

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'status_changed_at' })
  statusChangedAt?: Date | null;

  /** Display name (or username) of the account that marked it handled; cleared when it is reopened. */
  @Property({ type: 'text', nullable: true, fieldName: 'handled_by' })
  handledBy?: string | null;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'handled_at' })
  handledAt?: Date | null;

  /** The coordinators' own note, at most ENQUIRY_NOTE_MAX_LENGTH characters. */
  @Property({ type: 'text', nullable: true })
  note?: string | null;
}
