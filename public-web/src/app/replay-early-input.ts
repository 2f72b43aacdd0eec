// Loaded only on a page where something was typed before the app had hydrated (see early-input.tsx).
import type { EarlyInput } from './early-input';

/**
 * Gives each field back the value typed before hydration and fires React's onChange for it. React reports a change
 * only when the value differs from the one it last recorded, through the element's own `value` (or `checked`)
 * setter, which it watches. So the field is first set through that setter to something else (React's own value),
 * then to the typed value through the prototype's setter, which React does not watch, and the event follows.
 * Testing Library's fireEvent.change works the same way.
 */
export function replayEarlyInput(fields: EarlyInput['fields']) {
  for (const [field, typed] of fields) {
    const isField = [HTMLInputElement, HTMLTextAreaElement, HTMLSelectElement].some((kind) => field instanceof kind);
    if (!isField || !field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = String(typed);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (typeof typed === 'boolean') {
      // Checkboxes report through click events: React's onChange, and Chakra's checkbox listens to the click.
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || typed)) {
        field.checked = !typed;
        field.click();
      }
    } else if (typed !== field.defaultValue) {
      // defaultValue is what React rendered, so also what React last recorded.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
