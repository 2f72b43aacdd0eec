import { generate } from 'otplib';
import { isFreshTimeStep, newTotpSecret, totpUri, verifyTotpCode } from './totp-code.js';

const EPOCH = 1_795_000_020; // inside step 59833334 (30-second steps)
const STEP = Math.floor(EPOCH / 30);

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const codeAt = (epoch: number) => generate({ secret, epoch });

  it('accepts a never-used account’s current code and returns its time step', async () => {
    expect(await verifyTotpCode(secret, await codeAt(EPOCH), null, EPOCH)).toBe(STEP);
  });

  it('accepts the current and the previous step’s codes only, never a later step’s', async () => {
    expect(await verifyTotpCode(secret, await codeAt(EPOCH - 30), null, EPOCH)).toBe(STEP - 1);
    expect(await verifyTotpCode(secret, await codeAt(EPOCH + 30), null, EPOCH)).toBeNull();
    expect(await verifyTotpCode(secret, await codeAt(EPOCH - 60), null, EPOCH)).toBeNull();
    expect(await verifyTotpCode(secret, await codeAt(EPOCH - 90), null, EPOCH)).toBeNull();
  });

  it('refuses a code whose time step was already used, and any older one', async () => {
    const code = await codeAt(EPOCH);
    expect(await verifyTotpCode(secret, code, STEP, EPOCH)).toBeNull();
    expect(await verifyTotpCode(secret, await codeAt(EPOCH - 30), STEP, EPOCH)).toBeNull();
    expect(await verifyTotpCode(secret, await codeAt(EPOCH + 30), STEP, EPOCH + 30)).toBe(STEP + 1);
  });

  it('refuses malformed codes without trying them', async () => {
    for (const code of ['', '12345', '1234567', '12 456', 'abcdef']) {
      expect(await verifyTotpCode(secret, code, null, EPOCH)).toBeNull();
    }
  });

  it('only a later step is fresh', () => {
    expect(isFreshTimeStep(100, null)).toBe(true);
    expect(isFreshTimeStep(101, 100)).toBe(true);
    expect(isFreshTimeStep(100, 100)).toBe(false);
    expect(isFreshTimeStep(99, 100)).toBe(false);
  });

  it('gives authenticator apps an otpauth URI naming the service and the account', () => {
    expect(totpUri('jane.smith', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Home%20Physio%20Finder:jane.smith?secret=JBSWY3DPEHPK3PXP&issuer=Home%20Physio%20Finder',
    );
  });
});
