import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetSession } from '../session';

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

afterEach(() => {
  cleanup();
  forgetSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});
