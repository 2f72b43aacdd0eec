import { REPLY_PROMISE_HOURS } from './ops/finder-requests.js';

/**
 * The promises we make families, worded once: every page of the site and every email uses these (product spec:
 * a reply within 24 hours; an urgent first appointment usually within 24-48 hours). The coordinators' queue counts
 * down the same REPLY_PROMISE_HOURS.
 */
export const REPLY_WITHIN = `within ${REPLY_PROMISE_HOURS} hours`;

/** The reply promise as a sentence. */
export const REPLY_PROMISE = `We reply ${REPLY_WITHIN}.`;

export const URGENT_VISIT_WITHIN = 'within 24-48 hours';

/** The urgent-appointment promise as a sentence. */
export const URGENT_VISIT_PROMISE = `For urgent needs, a physiotherapist can usually visit ${URGENT_VISIT_WITHIN}.`;

/** How matching answers: a recommendation at once where someone has room, otherwise a person, within the reply promise. */
export const MATCHING_PROMISE = `The finder recommends a physiotherapist as soon as you send it, where one near your parent has room; if not, our team replies ${REPLY_WITHIN}.`;
