import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toaster } from '../components/ui/toast/toast-store';
import { getQueryClient } from '../app/query-client';

// jsdom lacks a few browser APIs Chakra/Zag touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
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
Element.prototype.scrollIntoView ??= () => {};

// `findBy…` waits up to this long for what a user would see. Testing Library's one second is too short when the
// suite shares a busy machine with the other test tiers; a test that passes still passes as soon as the text shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  toaster.remove(); // the toast store is module-wide: start each test without toasts
  getQueryClient().clear(); // so is the page's query client (the files share a worker: vite.config.ts)
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
