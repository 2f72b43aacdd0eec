/**
 * A tiny, fast template: the source is split once into literal text and named slots; rendering is a join.
 * `{{name}}` is escaped for HTML (when the template is HTML); `{{{name}}}` is inserted as is and is only
 * used for fragments our own code built from escaped values. A slot the caller does not fill is an error,
 * so a template and its view cannot silently drift apart.
 */
export type TemplateValues = Readonly<Record<string, string>>;

export interface CompiledTemplate {
  readonly slots: readonly string[];
  render(values: TemplateValues): string;
}

const SLOT = /\{\{\{\s*([\w.]+)\s*\}\}\}|\{\{\s*([\w.]+)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

export function compileTemplate(source: string, mode: 'html' | 'text'): CompiledTemplate {
  const literals: string[] = [];
  const slots: { name: string; raw: boolean }[] = [];
  let last = 0;
  for (const match of source.matchAll(SLOT)) {
    literals.push(source.slice(last, match.index));
    slots.push({ name: match[1] ?? match[2], raw: match[1] !== undefined });
    last = match.index + match[0].length;
  }
  literals.push(source.slice(last));
  const escape = mode === 'html' ? escapeHtml : (v: string) => v;
  return {
    slots: [...new Set(slots.map((s) => s.name))],
    render(values) {
      let out = literals[0];
      for (let i = 0; i < slots.length; i++) {
        const value = values[slots[i].name];
        if (value === undefined) throw new Error(`Template value "${slots[i].name}" is missing`);
        out += (slots[i].raw ? value : escape(value)) + literals[i + 1];
      }
      return out;
    },
  };
}
