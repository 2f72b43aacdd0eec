import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetSession } from '../session';
import { webAuthnPrompt } from './fakeWebAuthn';

// jsdom lacks a few browser APIs MUI touches.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
window.scrollTo ??= (() => {}) as typeof window.scrollTo;

// `findBy…` waits up to this long for what a user would see. Testing Library's one second is too short when the
// suite shares a busy machine with the other test tiers; a test that passes still passes as soon as the text shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  forgetSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  // The files share a worker without per-file isolation (vitest.config.ts): nothing a test set may reach the next.
  webAuthnPrompt.startAuthentication.mockReset();
  webAuthnPrompt.startRegistration.mockReset();
});
