import { generateSecret, generateURI, verify } from 'otplib';

/** Name authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Home Physio Finder';

/**
 * The code of the previous 30-second step is accepted too (a code typed as the step turned, a phone a little
 * behind); never a later step's, which would let a code seen early work for longer.
 */
export const TOTP_TOLERANCE_SECONDS = 30;

/**
 * ASVS 6.5.1: a code is usable once. An account stores the last time step it accepted; a code is accepted
 * only for a later step, so the same code (or an older one still inside the tolerance window) is refused.
 */
export function isFreshTimeStep(timeStep: number, lastUsedTimeStep: number | null): boolean {
  return lastUsedTimeStep === null || timeStep > lastUsedTimeStep;
}

/** RFC 6238 (SHA-1, 6 digits, 30 s). Returns the matched time step, or null for a wrong, malformed or used code. */
export async function verifyTotpCode(
  secret: string,
  code: string,
  lastUsedTimeStep: number | null,
  epochSeconds = Math.floor(Date.now() / 1000),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds,
    epochTolerance: [TOTP_TOLERANCE_SECONDS, 0],
    ...(lastUsedTimeStep === null ? {} : { afterTimeStep: lastUsedTimeStep }),
  });
  // verify() answers for TOTP and HOTP alike; only a TOTP match carries its time step.
  if (!result.valid || !('timeStep' in result)) return null;
  return isFreshTimeStep(result.timeStep, lastUsedTimeStep) ? result.timeStep : null;
}

/** A new 160-bit secret, base32, as authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(username: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret });
}
