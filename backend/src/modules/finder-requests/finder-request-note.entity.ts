import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';

/** A coordinator's note on a finder request: what was said on the phone, what was agreed. */
@Entity({ tableName: 'finder_request_note' })
@Index({ properties: ['finderRequestId', 'createdAt'] })
export class FinderRequestNote {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne({
    entity: 'FinderRequest',
    mapToPk: true,
    joinColumn: 'finder_request_id',
    foreignKeyName: 'finder_request_note_request_fk',
    updateRule: 'no action',
    deleteRule: 'cascade',
  })
  finderRequestId!: string;

  @Property({ type: 'integer', nullable: true, fieldName: 'author_account_id' })
  authorAccountId?: number | null;

  /** The author's name as it was when they wrote the note. */
  @Property({ type: 'text' })
  author!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
