import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CheckInQuestion } from '@physio/api-contract';
import { CommonErrors } from '../../common/errors/common.errors.js';
import { DerivedKeys } from '../../config/derived-keys.js';
import { verifyCheckInToken } from './check-in-links.js';
import { offerForPage, recordContactAnswer, recordVisitAnswer } from './referral-offer.repository.js';
import { ReferralErrors } from './referrals.errors.js';

export type CheckInAnswer = 'yes' | 'not-yet';

/** What the check-in page shows: the question, whom it is about, and the answer given so far. */
export type CheckInState =
  | { kind: 'expired' }
  | {
      kind: 'question';
      offerId: string;
      question: CheckInQuestion;
      physiotherapist: string;
      first_visit_on: string | null;
      answer: CheckInAnswer | null;
      token: string;
    };

/**
 * A family's answers to the check-ins after an acceptance, through the signed link of the check-in email: "Has
 * <name> been in touch?" and "Did the first visit happen?". The link answers one question about one offer; the
 * latest answer stands, and the same answer twice changes nothing.
 */
@Injectable()
export class FamilyCheckInsService {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: DerivedKeys,
  ) {}

  async view(token: unknown): Promise<CheckInState> {
    const check = verifyCheckInToken(this.keys.get('family-check-in'), token);
    if (!check.valid) {
      if (!check.expired) throw ReferralErrors.invalidCheckInLink();
      return { kind: 'expired' };
    }
    const offer = await offerForPage(this.em.fork(), check.offerId);
    if (!offer) throw ReferralErrors.invalidCheckInLink();
    const given = check.question === 'contact' ? offer.family_contacted : offer.visit_happened;
    return {
      kind: 'question',
      offerId: check.offerId,
      question: check.question,
      physiotherapist: offer.physiotherapist_name,
      first_visit_on: offer.first_visit_on,
      answer: given === null ? null : given ? 'yes' : 'not-yet',
      token: token as string,
    };
  }

  async answer(body: Record<string, unknown>): Promise<CheckInState> {
    const state = await this.view(body.token);
    if (state.kind === 'expired') return state;
    const answer = body.answer;
    if (answer !== 'yes' && answer !== 'not-yet') {
      throw CommonErrors.invalidField('answer', 'answer must be "yes" or "not-yet"', 'one-of');
    }
    const offerId = state.offerId;
    const em = this.em.fork();
    const recorded =
      state.question === 'contact'
        ? await recordContactAnswer(em, offerId, answer === 'yes')
        : await recordVisitAnswer(em, offerId, answer === 'yes');
    if (!recorded)
      throw ReferralErrors.notOpen('This referral has changed since we asked: there is nothing to answer.');
    return this.view(body.token);
  }
}
