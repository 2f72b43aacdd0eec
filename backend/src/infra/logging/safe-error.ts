import { sqlState } from '../database/database-errors.js';

/** What a log line may say about an error: enough to find the cause, nothing a request carried. */
export interface SafeError {
  type: string;
  code?: string;
  message: string;
  status?: number;
  /** PostgreSQL's names for where it failed: schema, never data. */
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  /** Function frames only: the first line of a stack repeats the message. */
  stack?: string;
  cause?: SafeError;
}

/**
 * SQLSTATE classes (PostgreSQL manual, appendix A), so that a database error can be told apart without its
 * message.
 */
const SQLSTATE_CLASSES: Record<string, string> = {
  '08': 'connection exception',
  '22': 'data exception',
  '23': 'integrity constraint violation',
  '25': 'invalid transaction state',
  '40': 'transaction rollback',
  '42': 'syntax error or access rule violation',
  '53': 'insufficient resources',
  '54': 'program limit exceeded',
  '55': 'object not in prerequisite state',
  '57': 'operator intervention',
  '58': 'system error',
  XX: 'internal error',
};

/** Properties in which database drivers and the ORM put the statement, its values or the row. */
const STATEMENT_PROPERTIES = ['query', 'sql', 'params', 'parameters', 'bindings', 'detail', 'where', 'hint'];

// The message that knex (under MikroORM) gives a failed statement: the SQL with its values written in, " - ", the error.
const STATEMENT_IN_MESSAGE = /^\s*(with|select|insert|update|delete|merge|copy|call)\b[\s\S]* - /i;

const EMAIL = /[^\s"'<>(),;:@]+@[^\s"'<>(),;:@]+/g;
const NUMBER_RUN = /\+?\d[\d\s().-]{5,}\d/g;
const MESSAGE_MAX = 200;

/** Emails, and runs of 8 or more digits (phone numbers; an SMTP reply such as 550 5.1.1 stays), masked. */
function maskPersonalData(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(NUMBER_RUN, (run) => (run.replace(/\D/g, '').length >= 8 ? '[number]' : run));
}
const MAX_FRAMES = 12;

function isDatabaseError(error: Record<string, unknown>, type: string, message: string): boolean {
  return (
    sqlState(error) !== undefined ||
    type === 'DatabaseError' ||
    // MikroORM's DriverException and its subclasses (UniqueConstraintViolationException, ...).
    (type.endsWith('Exception') && typeof error.sqlState !== 'undefined') ||
    STATEMENT_PROPERTIES.slice(0, 5).some((key) => key in error) ||
    STATEMENT_IN_MESSAGE.test(message)
  );
}

function stringProperty(error: Record<string, unknown>, key: string, max = 63): string | undefined {
  const value = error[key];
  return typeof value === 'string' && value.length <= max && /^[\w.:-]+$/.test(value) ? value : undefined;
}

/**
 * An error as logs may show it: its class, its code and a message that cannot carry personal data. A
 * database error's message, detail and context hold the statement and its values (other families' names
 * and emails, when the statement was a group commit), so it is replaced by the SQLSTATE and the names of
 * the table, column and constraint. Other messages are cut to one short line with anything that looks like
 * an email address or a phone number masked.
 */
export function describeError(value: unknown, depth = 0): SafeError | unknown {
  if (!value || typeof value !== 'object' || !('message' in value)) return value;
  const error = value as Record<string, unknown>;
  const type =
    typeof error.constructor === 'function' && error.constructor !== Object
      ? error.constructor.name
      : typeof error.type === 'string'
        ? error.type
        : typeof error.name === 'string'
          ? error.name
          : 'Error';
  const rawMessage = typeof error.message === 'string' ? error.message : '';
  const safe: SafeError = { type, message: '' };
  const code = error.code;
  if ((typeof code === 'string' && code.length <= 40) || typeof code === 'number') safe.code = String(code);

  if (isDatabaseError(error, type, rawMessage)) {
    const state = sqlState(error) ?? (typeof error.sqlState === 'string' ? error.sqlState : undefined);
    const kind = state ? (SQLSTATE_CLASSES[state.slice(0, 2)] ?? 'database error') : 'database error';
    safe.message = state
      ? `PostgreSQL refused the statement: ${kind} (SQLSTATE ${state}); statement and values not logged`
      : 'The database failed; statement and values not logged';
    for (const key of ['table', 'column', 'constraint', 'routine'] as const) {
      const name = stringProperty(error, key);
      if (name) safe[key] = name;
    }
  } else {
    const firstLine = rawMessage.split('\n', 1)[0];
    const cut = firstLine.length > MESSAGE_MAX ? `${firstLine.slice(0, MESSAGE_MAX)}…` : firstLine;
    safe.message = maskPersonalData(cut);
    if (typeof error.status === 'number') safe.status = error.status;
  }

  if (typeof error.stack === 'string') {
    const frames = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, MAX_FRAMES);
    if (frames.length > 0) safe.stack = frames.join('\n');
  }
  if (error.cause && depth < 3) {
    const cause = describeError(error.cause, depth + 1);
    if (cause && typeof cause === 'object' && 'type' in cause) safe.cause = cause as SafeError;
  }
  return safe;
}

/**
 * One line about an error that may be stored (email_log.last_error) or shown to an operator: its class and
 * safe message, as describeError gives them.
 */
export function errorSummary(error: unknown): string {
  const safe = describeError(error);
  if (safe && typeof safe === 'object' && 'type' in safe && 'message' in safe) {
    return `${String(safe.type)}: ${String(safe.message)}`;
  }
  const text = String(error).split('\n', 1)[0];
  return maskPersonalData(text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX)}…` : text);
}

/**
 * Pino redaction paths: the same statement properties under the keys errors are logged with, removed even
 * if a serializer is bypassed or changed later.
 */
export const ERROR_REDACT_PATHS: string[] = ['err', 'error', 'err.cause', 'error.cause'].flatMap((base) =>
  STATEMENT_PROPERTIES.map((key) => `${base}.${key}`),
);
