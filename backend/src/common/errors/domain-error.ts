/**
 * What went wrong, in the domain's terms. The HTTP layer alone turns a kind into a status
 * (http-status.ts); handlers, workers and command-line tools never choose one.
 */
export type DomainErrorKind =
  /** A field, or the request as written, broke a rule (a bad postcode, malformed JSON). */
  | 'invalid'
  /** The request's body is in a format the service does not read (not JSON, not UTF-8). */
  | 'unsupported-format'
  /** The record named does not exist, or the caller may not know that it does. */
  | 'not-found'
  /** The record's current state refuses the change (already matched, changed meanwhile, key in use). */
  | 'conflict'
  /** Well-formed, but refused by a rule of the service (outside the areas covered, nobody reaches a district). */
  | 'unprocessable'
  /** Nobody is signed in, or the credentials are wrong. */
  | 'unauthenticated'
  /** Signed in, but not allowed to do this. */
  | 'forbidden'
  /** Too many attempts: the caller should wait (see RetryLaterError). */
  | 'rate-limited'
  /** A store or service the request needs cannot be reached; nothing was changed. */
  | 'unavailable';

/**
 * An error the domain raises on purpose. It carries a stable code (for clients and logs) and its kind (what went
 * wrong); the message is written for people. Each module declares its errors in its `<module>.errors.ts`.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: DomainErrorKind,
    readonly field?: string,
    /** The rule the field broke, when it is more precise than the code. */
    readonly rule: string = code,
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} was not found`, 'not-found');
  }
}

/** A refusal the client may retry later: the global filter adds Retry-After (seconds) to the answer. */
export class RetryLaterError extends DomainError {
  constructor(
    code: string,
    message: string,
    kind: 'rate-limited' | 'unavailable',
    readonly retryAfterSeconds: number,
  ) {
    super(code, message, kind);
  }
}
