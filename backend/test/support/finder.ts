import { deriveKey } from '../../src/config/derived-keys.js';
import { signConfirmationToken } from '../../src/modules/finder-requests/confirmation-link.js';
import type { apiClient } from './http.js';
import { waitFor } from './processes.js';

/** The API's LINK_SIGNING_SECRET under test (Env's development default: testEnv sets none). */
const TEST_LINK_SIGNING_SECRET = 'development-only-link-signing-secret';

/** The token of the link the confirmation email carries, as the family would follow it. */
export function confirmationToken(requestId: string, submittedAt = new Date()): string {
  return signConfirmationToken(deriveKey(TEST_LINK_SIGNING_SECRET, 'finder-confirmation'), requestId, submittedAt);
}

type Http = ReturnType<typeof apiClient>;

/** The family confirms their email (the button of the email's link): only then is a place reserved. */
export async function confirmFinderRequest(http: Http, id: string): Promise<void> {
  const res = await http.post('/api/finder-requests/confirm', { token: confirmationToken(id) });
  if (res.status !== 200 || res.body.status !== 'confirmed') {
    throw new Error(`confirming ${id} answered ${res.status} ${res.text}`);
  }
}

/** Waits until matching has decided the request (whatever it decided), and returns the family's view. */
export async function decidedView(http: Http, id: string): Promise<any> {
  return waitFor(`request ${id} to be decided`, async () => {
    const res = await http.get(`/api/finder-requests/${id}`);
    return res.body.status !== 'pending' ? res.body : undefined;
  });
}

/**
 * A family's whole journey: submits with an email and consent, confirms it, and waits for the real outcome
 * (matched, or unmatched for the coordinators).
 */
export async function submitConfirmed(http: Http, body: Record<string, unknown>): Promise<{ id: string; view: any }> {
  const submitted = await http.post('/api/finder-requests', {
    contact_email: 'family@example.com',
    consent: true,
    ...body,
  });
  if (submitted.status !== 201) throw new Error(`submitting answered ${submitted.status} ${submitted.text}`);
  const id: string = submitted.body.id;
  await confirmFinderRequest(http, id);
  let last = 'nothing yet';
  const view = await waitFor(
    `request ${id} to be matched or unmatched`,
    async () => {
      const res = await http.get(`/api/finder-requests/${id}`);
      last = `${res.status} ${res.body?.status}`;
      return res.body.status === 'matched' || res.body.status === 'unmatched' ? res.body : undefined;
    },
    30000,
  ).catch((error: Error) => {
    throw new Error(`${error.message} (last seen: ${last})`);
  });
  return { id, view };
}
