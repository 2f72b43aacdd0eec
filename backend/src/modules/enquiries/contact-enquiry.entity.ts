import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** A message from the contact form or a consultation request. Deleted two years after it arrived. */
@Entity({ tableName: 'contact_enquiry' })
@Index({ properties: ['createdAt'] })
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
}
