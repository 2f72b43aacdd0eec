import type { OpsCandidate, Urgency } from '@physio/api-contract';

const RULES: { count: (c: OpsCandidate, urgency: Urgency) => boolean; one: string; many?: string }[] = [
  { count: (c) => c.reasons.includes('Not active'), one: 'not active' },
  { count: (c) => !c.within_radius, one: 'too far away' },
  { count: (c) => !c.has_specialty, one: 'does not list this condition', many: 'do not list this condition' },
  { count: (c) => !c.has_capacity, one: 'full this week' },
  {
    count: (c, urgency) => urgency === 'urgent' && !c.accepts_urgent,
    one: 'does not take urgent referrals',
    many: 'do not take urgent referrals',
  },
];

/**
 * One line saying why matching found nobody, from the candidates it considered: how many each rule ruled out (a
 * candidate can fail several), or, when some were eligible, that what came of their offers is below.
 */
export function whyNoMatch(candidates: readonly OpsCandidate[], urgency: Urgency): string {
  if (candidates.length === 0) return 'No physiotherapist lists this condition near this district.';
  const eligible = candidates.filter((c) => c.eligible).length;
  const considered = `${candidates.length} physiotherapist${candidates.length === 1 ? '' : 's'} considered`;
  if (eligible > 0) {
    return `${considered}, ${eligible} eligible: the offers below say what came of them.`;
  }
  const ruledOut = RULES.map(({ count, one, many }) => {
    const n = candidates.filter((c) => count(c, urgency)).length;
    return n === 0 ? null : `${n} ${n === 1 ? one : (many ?? one)}`;
  }).filter(Boolean);
  return `${considered}, none eligible: ${ruledOut.join(', ')}.`;
}
