import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { OPS_ENROLMENT_PATH } from '@physio/api-contract';
import { derivedKeysOf } from '../../../config/derived-keys.js';
import { dashboardBaseUrl, Env } from '../../../config/env.js';
import { newOpaqueToken } from '../auth-redis.js';
import { OpsAccount } from '../ops-account.entity.js';
import { setEnrolmentLink, useEnrolmentLink } from '../ops-account.repository.js';

export interface IssuedEnrolmentLink {
  /** `<dashboard>/ops/enrol#<token>`: the token in the fragment, which browsers never send (no logs, no Referer). */
  url: string;
  expiresAt: Date;
}

/**
 * One-time enrolment links of ops accounts (ASVS 6.4.1): 256 random bits, of which the database keeps only an
 * HMAC-SHA256 with a key of its own (`enrolment-links`), so a copy of the database opens no account. One live link
 * per account (issuing another overwrites it); it works until it expires (OPS_ENROLMENT_LINK_HOURS) or is used.
 */
@Injectable()
export class EnrolmentLinks {
  private readonly key: Buffer;
  private readonly baseUrl: string;
  private readonly hours: number;

  constructor(env: Env) {
    this.key = derivedKeysOf(env).get('enrolment-links');
    this.baseUrl = dashboardBaseUrl(env);
    this.hours = env.OPS_ENROLMENT_LINK_HOURS;
  }

  /** A new link for the account, in the caller's transaction; the account's earlier link stops working. */
  async issue(tx: EntityManager, accountId: number, now = new Date()): Promise<IssuedEnrolmentLink> {
    const token = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + this.hours * 3600_000);
    await setEnrolmentLink(tx, accountId, this.digest(token), expiresAt);
    return { url: `${this.baseUrl}${OPS_ENROLMENT_PATH}#${token}`, expiresAt };
  }

  /** The active account whose live, unexpired link this is; null for anything else (one answer for all). */
  async accountOf(em: EntityManager, token: string): Promise<OpsAccount | null> {
    if (!isTokenShaped(token)) return null;
    return em.findOne(OpsAccount, {
      enrolmentLinkHash: this.digest(token),
      enrolmentLinkExpiresAt: { $gt: new Date() },
      active: true,
    });
  }

  /** Uses the account's link up in the caller's transaction: false when another request did first, or it lapsed. */
  use(tx: EntityManager, accountId: number, token: string): Promise<boolean> {
    return useEnrolmentLink(tx, accountId, this.digest(token));
  }

  private digest(token: string): string {
    return createHmac('sha256', this.key).update(token).digest('base64url');
  }
}

/** What newOpaqueToken makes (32 bytes, base64url): anything else is not looked up. */
function isTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
