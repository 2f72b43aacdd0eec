import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendContactInquiry } from '../features/contact/api/contact-api';
import { joinWaitlist, submitFinderRequest } from '../features/finder/api/finder-api';
import { json, mockFetch } from '../test/fetch-mock';

const header = (init: RequestInit | undefined) => (init?.headers as Record<string, string>)['Idempotency-Key'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('Idempotency-Key on the public submissions', () => {
  it('each submission sends a key of its own: the finder, the waitlist and the contact form', async () => {
    const { calls } = mockFetch({
      'POST /api/finder-requests': () => json(201, { id: 'a', status: 'pending' }),
      'POST /api/waitlist': () => json(202, { status: 'check_email', district: 'M1', message: '' }),
      'POST /api/contact': () => json(201, { id: 'c', status: 'received' }),
    });
    const finder = { postcode: 'SW1A 1AA', condition: 'falls-prevention', urgency: 'soon' } as const;
    await submitFinderRequest(finder);
    await submitFinderRequest(finder);
    await joinWaitlist({ name: 'Sam', email: 'sam@example.org', postcode: 'M1 1AE' });
    await sendContactInquiry({ name: 'Sam', email: 'sam@example.org', subject: 'pricing', message: 'How much?' });
    const keys = calls.map((call) => header(call.init));
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(4);
  });

  it('a dropped connection is retried with the same key; an answer from the API is not retried', async () => {
    let attempts = 0;
    const { calls } = mockFetch({
      'POST /api/finder-requests': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(201, { id: 'a', status: 'pending' });
      },
    });
    await expect(
      submitFinderRequest({ postcode: 'SW1A 1AA', condition: 'falls-prevention', urgency: 'soon' }),
    ).resolves.toEqual({ id: 'a', status: 'pending' });
    expect(calls).toHaveLength(2);
    expect(header(calls[1].init)).toBe(header(calls[0].init));

    const refused = mockFetch({
      'POST /api/contact': () => json(500, { status: 500, code: 'INTERNAL', message: 'x' }),
    });
    await expect(
      sendContactInquiry({ name: 'Sam', email: 'sam@example.org', subject: 'pricing', message: 'How much?' }),
    ).rejects.toThrow('500');
    expect(refused.calls).toHaveLength(1);
  });
});
