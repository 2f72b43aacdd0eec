/**
 * An error the domain raises on purpose. It carries a stable code (for clients and logs) and
 * the HTTP status the global filter answers with; the message is written for people.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly field?: string,
    /** The rule the field broke, when it is more precise than the code. */
    readonly rule?: string,
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} was not found`, 404);
  }
}

/** A refusal the client may retry later: the global filter adds Retry-After (seconds) to the answer. */
export class RetryLaterError extends DomainError {
  constructor(
    code: string,
    message: string,
    status: number,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message, status);
  }
}
