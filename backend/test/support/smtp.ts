import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message as the server received it. */
  raw: string;
}

/**
 * A real SMTP server for tests: accepts every message and keeps it in memory.
 * - `rejectFirst`: answers the first N messages with a temporary failure (451), and does not keep them.
 * - `holdAfter`: answers the first N messages, then keeps each further one without answering it (the client
 *   waits for the reply) until `answerHeld()`. A held message counts as received: the worst case of a sender
 *   that dies while waiting, whose message the server had in fact taken.
 * - `answerAfterMs`: waits this long before answering each message (a slow server: a batch outlasts a short lease).
 * - `rejectRecipients(pattern)`: refuses recipients matching it for good (550, naming the address as real servers
 *   do) until called again with null.
 */
export async function startSmtpServer(
  options: { rejectFirst?: number; holdAfter?: number; answerAfterMs?: number } = {},
) {
  const received: ReceivedMail[] = [];
  let toReject = options.rejectFirst ?? 0;
  let toAnswer = options.holdAfter ?? Infinity;
  const held: (() => void)[] = [];
  let refused: RegExp | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused?.test(address.address)) {
        const error = new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`) as Error & {
          responseCode: number;
        };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
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
        if (toAnswer <= 0) {
          held.push(() => callback());
          return;
        }
        toAnswer--;
        if (options.answerAfterMs) setTimeout(() => callback(), options.answerAfterMs);
        else callback();
      });
    },
  });
  // A sender killed mid-message resets its connection; smtp-server reports that as an 'error' event, which with no
  // listener would end the test process. Losing a sender is what the crash tests do on purpose.
  server.on('error', () => undefined);
  // Port 0: the system chooses, so two test processes never race for one it handed out earlier.
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received,
    /** How many received messages are waiting for their answer (see holdAfter). */
    held: () => held.length,
    /** Answers the held messages and every later one at once. */
    answerHeld: () => {
      toAnswer = Infinity;
      for (const answer of held.splice(0)) answer();
    },
    rejectRecipients: (pattern: RegExp | null) => {
      refused = pattern;
    },
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const answer of held.splice(0)) answer();
        server.close(() => resolve());
      }),
  };
}
