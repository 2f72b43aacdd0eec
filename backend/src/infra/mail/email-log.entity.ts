import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';

const EMAIL_LOG_STATUSES = ['sending', 'sent', 'failed', 'skipped'] as const;
export type EmailLogStatus = (typeof EMAIL_LOG_STATUSES)[number];

/**
 * One row per email the service means to send, keyed by (template, recipient, subject record).
 * The unique key is what stops a retried or duplicated job from sending the same email twice.
 * No addresses or names here: the key holds ids only.
 */
@Entity({ tableName: 'email_log' })
@Index({ properties: ['createdAt'] })
export class EmailLog {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /** `<template>/<recipient role>[-<recipient id>]/<subject id>`, e.g. finder-matched-physio/physio-7/<uuid>. */
  @Property({ type: 'text', unique: true, fieldName: 'idempotency_key' })
  idempotencyKey!: string;

  @Property({ type: 'text' })
  template!: string;

  @Property({ type: 'text', fieldName: 'recipient_role' })
  recipientRole!: string;

  @Property({ type: 'text', fieldName: 'subject_id' })
  subjectId!: string;

  @Enum({ items: [...EMAIL_LOG_STATUSES] })
  status!: EmailLogStatus;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  /** While status is `sending`, no other job may send this email before this time. */
  @Property({ type: 'timestamptz', nullable: true, fieldName: 'claimed_until' })
  claimedUntil?: Date | null;

  @Property({ type: 'text', nullable: true, fieldName: 'message_id' })
  messageId?: string | null;

  @Property({ type: 'text', nullable: true, fieldName: 'last_error' })
  lastError?: string | null;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'sent_at' })
  sentAt?: Date | null;
}
