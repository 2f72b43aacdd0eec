import { vi } from 'vitest';

/**
 * The browser's passkey prompts (@simplewebauthn/browser) for component tests: jsdom has no WebAuthn. One set of
 * functions for every test file, so that files sharing a worker (the suite runs without per-file isolation) mock the
 * library with the same ones; each test says what the prompt answers (`mockResolvedValueOnce`), and setup.ts resets
 * them after each test.
 */
export const webAuthnPrompt = {
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
};

/**
 * The mocked module. vi.mock is hoisted above the imports, so a test file names this module inside its factory:
 * `vi.mock('@simplewebauthn/browser', async () => (await import('../test/fakeWebAuthn')).fakeWebAuthnModule())`.
 */
export function fakeWebAuthnModule() {
  return { browserSupportsWebAuthn: () => true, ...webAuthnPrompt };
}
