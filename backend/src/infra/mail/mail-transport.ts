import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { Env } from '../../config/env.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers?: Record<string, string>;
}

/**
 * One pooled SMTP transport per worker process: a handful of connections kept open and reused, so an
 * email costs one SMTP transaction, not a TCP (and TLS) handshake each.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(private readonly env: Env) {
    this.transporter = nodemailer.createTransport({
      pool: true,
      maxConnections: env.SMTP_POOL_CONNECTIONS,
      maxMessages: Infinity,
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      requireTLS: env.SMTP_REQUIRE_TLS,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(email: OutgoingEmail): Promise<string> {
    const info = await this.transporter.sendMail({
      from: this.env.MAIL_FROM,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: email.messageId,
      headers: email.headers,
      // Base64 bodies are cheaper to build than quoted-printable: a native Buffer encoding, no per-line scan.
      textEncoding: 'base64',
      // Bodies are strings we rendered: never let a message read a file or fetch a URL.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return info.messageId;
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}

/** SMTP answers 5xx for problems retrying will not fix (unknown mailbox, refused sender). */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
