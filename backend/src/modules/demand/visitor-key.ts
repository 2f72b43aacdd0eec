import { createHmac } from 'node:crypto';

/**
 * A pseudonymous key for "one browser on one day", used only to count distinct people in demand figures.
 * The IP address and user agent go into a keyed hash whose key changes every day, so the key cannot be
 * turned back into an address, nor linked across days. Neither the IP nor the user agent is stored. `key` is
 * the 'visitor-hash' key derived from LINK_SIGNING_SECRET (config/derived-keys.ts).
 */
export function visitorKey(key: Buffer, now: Date, ip: string, userAgent: string | undefined): string {
  const day = now.toISOString().slice(0, 10);
  const dailyKey = createHmac('sha256', key).update(`visitor-key:${day}`).digest();
  return createHmac('sha256', dailyKey)
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}
