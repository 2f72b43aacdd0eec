import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { shortReference, type ReferralOfferView } from '@physio/api-contract';
import { DerivedKeys } from '../../config/derived-keys.js';
import { Env } from '../../config/env.js';
import { contactHours } from './referral-deadlines.js';
import { verifyOfferToken } from './referral-links.js';
import { readDecline, readPlan } from './referral-answer-input.js';
import {
  acceptOffer,
  declineOffer,
  offerForPage,
  updateOfferPlan,
  type OfferForPage,
} from './referral-offer.repository.js';
import { ReferralErrors } from './referrals.errors.js';

/** What a link's holder gets: the offer as they may see it, or that the link's time is up. */
export type OfferLookup = { kind: 'offer'; offer: ReferralOfferView; token: string } | { kind: 'expired' };

/**
 * A physiotherapist's answers to an offer, through the signed link of its emails. The token names one offer: it
 * can act on that offer only. Every answer is idempotent: the same answer again changes nothing and answers the
 * same; a different answer to an offer already answered is refused with what happened to it.
 */
@Injectable()
export class ReferralOffersService {
  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly keys: DerivedKeys,
  ) {}

  /** The offer a token opens (changes nothing). */
  async view(token: unknown): Promise<OfferLookup> {
    const check = verifyOfferToken(this.keys.get('referral-links'), token);
    if (!check.valid) {
      if (!check.expired) throw ReferralErrors.invalidLink();
      return { kind: 'expired' };
    }
    const offer = await offerForPage(this.em.fork(), check.offerId);
    if (!offer) throw ReferralErrors.invalidLink();
    return { kind: 'offer', offer: toView(offer), token: token as string };
  }

  async accept(body: Record<string, unknown>): Promise<OfferLookup> {
    const found = await this.view(body.token);
    if (found.kind === 'expired') return found;
    const plan = readPlan(body);
    const em = this.em.fork();
    const id = found.offer.id;
    if (found.offer.status === 'open' && (await acceptOffer(em, id, plan, contactHours(this.env)))) {
      return this.reload(found);
    }
    const now = await this.reload(found);
    if (now.kind === 'offer' && now.offer.status === 'accepted') {
      // Accepted already (a second click, or the page's button pressed twice): the plan, if given, is kept.
      if (plan.firstCallAt || plan.firstVisitOn) await updateOfferPlan(em, id, plan);
      return this.reload(found);
    }
    throw ReferralErrors.notOpen(notOpenMessage(now));
  }

  async decline(body: Record<string, unknown>): Promise<OfferLookup> {
    const found = await this.view(body.token);
    if (found.kind === 'expired') return found;
    const decline = readDecline(body);
    if (found.offer.status === 'open' && (await declineOffer(this.em.fork(), found.offer.id, decline))) {
      return this.reload(found);
    }
    const now = await this.reload(found);
    if (now.kind === 'offer' && now.offer.status === 'declined') return now;
    throw ReferralErrors.notOpen(notOpenMessage(now));
  }

  /** The first call or visit, given after accepting. */
  async plan(body: Record<string, unknown>): Promise<OfferLookup> {
    const found = await this.view(body.token);
    if (found.kind === 'expired') return found;
    const plan = readPlan(body);
    if (!(await updateOfferPlan(this.em.fork(), found.offer.id, plan))) {
      throw ReferralErrors.notOpen(notOpenMessage(found));
    }
    return this.reload(found);
  }

  private async reload(found: Extract<OfferLookup, { kind: 'offer' }>): Promise<OfferLookup> {
    const offer = await offerForPage(this.em.fork(), found.offer.id);
    if (!offer) throw ReferralErrors.invalidLink();
    return { kind: 'offer', offer: toView(offer), token: found.token };
  }
}

/** What became of an offer that can no longer take the answer given. */
export function notOpenMessage(found: OfferLookup): string {
  if (found.kind === 'expired') return EXPIRED_MESSAGE;
  switch (found.offer.status) {
    case 'accepted':
      return 'You have accepted this referral already. If you can no longer take the family on, please contact us straight away.';
    case 'declined':
      return 'You declined this referral, so we have offered the family to another physiotherapist. Thank you for letting us know.';
    case 'lapsed':
      return 'The time to answer this referral has passed, so we have offered the family to another physiotherapist. There is nothing more to do.';
    case 'withdrawn':
      return 'This referral was withdrawn by our team. There is nothing more to do.';
    case 'open':
      return 'This referral is waiting for your answer.';
  }
}

export const EXPIRED_MESSAGE =
  'This link has expired. If the referral was still waiting for an answer, we have offered the family to another physiotherapist; there is nothing more to do.';

function toView(o: OfferForPage): ReferralOfferView {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: o.id,
    status: o.status,
    reference: shortReference(o.finder_request_id)!,
    condition: o.condition,
    urgency: o.urgency,
    district: o.district,
    additional_info: o.additional_info,
    offered_at: iso(o.offered_at)!,
    reply_by: iso(o.reply_by)!,
    contact_by: iso(o.contact_by),
    first_call_at: iso(o.first_call_at),
    first_visit_on: o.first_visit_on,
    family: o.status === 'accepted' ? { name: o.family_name, email: o.family_email, phone: o.family_phone } : null,
  };
}
