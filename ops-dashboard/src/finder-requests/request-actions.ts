import type { OpsRequestStatus } from '@physio/api-contract';

/**
 * Which actions a request's status allows, as the API decides them (it refuses the others with a message): a
 * physiotherapist is assigned while nobody has been matched or chosen; matching re-runs for an unmatched request
 * nobody has followed up; follow-up (contacted, closed, cancelled) once matching has decided and until the request
 * is closed or cancelled. A family who left only a phone number is called first: then assigned, closed or cancelled.
 */
export function allowedActions({ status, awaits_call }: { status: OpsRequestStatus; awaits_call: boolean }) {
  // An unconfirmed request the family can still confirm (or with nobody to call) is not the team's to act on.
  if (status === 'unconfirmed' && !awaits_call) {
    return { assign: false, rematch: false, contacted: false, close: false, cancel: false };
  }
  const followUp = status === 'matched' || status === 'unmatched' || status === 'contacted';
  return {
    assign: status === 'unmatched' || status === 'pending' || status === 'unconfirmed',
    rematch: status === 'unmatched',
    contacted: followUp && status !== 'contacted',
    close: followUp || status === 'unconfirmed',
    cancel: followUp || status === 'unconfirmed',
  };
}
