import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { ENQUIRY_ENTRY_KINDS, type EnquiryEntryKind } from '@physio/api-contract';

/**
 * One entry of an enquiry's history, never changed: a coordinator's note, or a reply sent to the person through our
 * email pipeline (the row's id is the email's subject record). Goes with its enquiry (retention, erasure).
 */
@Entity({ tableName: 'contact_enquiry_entry' })
@Index({ properties: ['enquiryId', 'createdAt'] })
@Check({ name: 'contact_enquiry_entry_body_check', expression: 'char_length(body) <= 5000' })
export class ContactEnquiryEntry {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne({
    entity: 'ContactEnquiry',
    mapToPk: true,
    joinColumn: 'enquiry_id',
    foreignKeyName: 'contact_enquiry_entry_enquiry_fk',
    updateRule: 'no action',
    deleteRule: 'cascade',
  })
  enquiryId!: string;

  @Enum({ items: [...ENQUIRY_ENTRY_KINDS] })
  kind!: EnquiryEntryKind;

  @Property({ type: 'integer', nullable: true, fieldName: 'author_account_id' })
  authorAccountId?: number | null;

  /** The author's name as it was when they wrote it. */
  @Property({ type: 'text' })
  author!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
