import { useEffect, useState } from 'react';

/**
 * A prerendered page shows its forms before its scripts have run (scripts/paint-first.mjs): on a slow phone a family
 * can type, let the browser autofill, or press Continue a second or two before React is ready. Left alone, React
 * hydrates over values it never saw (the field shows a postcode, the form then says "Postcode required", and the
 * next render empties the field) and the browser submits the form itself, reloading the page with the answers lost
 * and, for named fields, written into the address bar and history.
 *
 * So paint-first.mjs puts a small script at the top of every built page that records each field typed into and holds
 * each form submitted before hydration, in `window.__earlyInput`. Once the app has hydrated, <ReplayEarlyInput />
 * hands React what was typed (replay-early-input.ts, loaded only when something was), then submits the held forms
 * again, through React this time.
 */
export interface EarlyInput {
  forms: Set<HTMLFormElement>;
  fields: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string | boolean>;
  hydrated: boolean;
  hold: (event: Event) => void;
  type: (event: Event) => void;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

function stopHolding(early: EarlyInput) {
  removeEventListener('submit', early.hold, true);
  removeEventListener('input', early.type, true);
  removeEventListener('change', early.type, true);
}

/** Rendered last in the layout: its effect runs once every form on the page has hydrated. */
export function ReplayEarlyInput() {
  const [replayed, setReplayed] = useState<EarlyInput | null>(null);
  useEffect(() => {
    const early = window.__earlyInput;
    if (!early) return; // the development server and tests paint nothing before hydrating
    delete window.__earlyInput;
    early.hydrated = true;
    if (!early.fields.size && !early.forms.size) {
      stopHolding(early);
      return;
    }
    // Submits stay held until what was typed has reached React.
    import('./replay-early-input')
      .then(({ replayEarlyInput }) => replayEarlyInput(early.fields))
      // Should the replay fail to load, the forms are still submitted: their own validation says what is missing.
      .catch(() => undefined)
      .finally(() => {
        // Forms hear of the replayed input in microtasks (React's, and Chakra's state machines'). Queued after those,
        // this update renders together with theirs, so the held forms are submitted with every answer in place.
        queueMicrotask(() => setReplayed(early));
      });
  }, []);
  useEffect(() => {
    if (!replayed) return;
    stopHolding(replayed);
    for (const form of replayed.forms) if (form.isConnected) form.requestSubmit();
  }, [replayed]);
  return null;
}
