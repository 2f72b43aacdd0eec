import { SMTPServer } from 'smtp-server';
import { freePort } from './processes.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message as the server received it. */
  raw: string;
}

/** A real SMTP server for tests: accepts every message and keeps it in memory. */
export async function startSmtpServer(options: { rejectFirst?: number } = {}) {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let toReject = options.rejectFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toReject > 0) {
          toReject--;
          const error = new Error('Temporary failure, try again') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    received,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
