import type { ReceivedMail } from './smtp.js';

export interface ParsedMail {
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return headers;
}

function decodePart(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Enough MIME to read what nodemailer sends: headers, and the text and HTML parts of multipart/alternative. */
export function parseMail(mail: ReceivedMail): ParsedMail {
  const split = mail.raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(mail.raw.slice(0, split));
  const body = mail.raw.slice(split).replace(/^\r?\n\r?\n/, '');
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [body];
  for (const part of parts) {
    const cut = part.replace(/^\r?\n/, '').search(/\r?\n\r?\n/);
    const raw = part.replace(/^\r?\n/, '');
    const partHeaders = boundary ? parseHeaders(raw.slice(0, cut)) : headers;
    const content = decodePart(partHeaders, boundary ? raw.slice(cut).replace(/^\r?\n\r?\n/, '') : body).replace(
      /\r\n/g,
      '\n',
    );
    if ((partHeaders['content-type'] ?? '').startsWith('text/html')) html = content;
    else if ((partHeaders['content-type'] ?? 'text/plain').startsWith('text/plain')) text = content;
  }
  return { to: mail.to, subject: headers.subject ?? '', headers, text, html };
}
