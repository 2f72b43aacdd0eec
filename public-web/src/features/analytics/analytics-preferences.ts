/** Whether this visitor lets us count page views. Stored only in this browser; the site sets no cookies. */
const OPT_OUT_KEY = 'hpf.analytics-opt-out';
const listeners = new Set<() => void>();

/** Do Not Track or Global Privacy Control: treated as a standing opt-out. */
export function browserSignalsOptOut(): boolean {
  if (typeof navigator === 'undefined') return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const windowDnt = typeof window !== 'undefined' ? (window as Window & { doNotTrack?: string }).doNotTrack : undefined;
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || windowDnt === '1' || nav.msDoNotTrack === '1';
}

export function hasOptedOut(): boolean {
  try {
    return window.localStorage.getItem(OPT_OUT_KEY) === '1';
  } catch {
    return false; // storage blocked: nothing stored, nothing to respect beyond browser signals
  }
}

export function setOptedOut(optedOut: boolean): void {
  try {
    if (optedOut) window.localStorage.setItem(OPT_OUT_KEY, '1');
    else window.localStorage.removeItem(OPT_OUT_KEY);
  } catch {
    // Storage unavailable (private mode in some browsers): the switch still reflects the choice for this visit.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeToOptOut(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === OPT_OUT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function pageViewsAllowed(): boolean {
  return !browserSignalsOptOut() && !hasOptedOut();
}
