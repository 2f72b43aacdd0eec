import { escapeHtml } from './template-engine.js';

/** Small pieces every feature's templates share. */

export const greeting = (name: string | null | undefined) => (name ? `Dear ${name},` : 'Hello,');
export const htmlList = (items: readonly string[]) => items.map((i) => `<li>${escapeHtml(i)}</li>`).join('');
export const textList = (items: readonly string[]) => items.map((i) => `  - ${i}`).join('\n');
/** Paragraphs of free text people typed: escaped, line breaks kept. */
export const htmlParagraphs = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br />');
// One formatter for every email: building one per call (toLocaleString) costs more than the rest of the render.
const londonDateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'long',
  timeStyle: 'short',
});
export const londonDateTime = (d: Date) => londonDateTimeFormat.format(d);
