import pg from 'pg';
import pino from 'pino';
import { logPath, pinoOptions } from './logger.js';
import { errorSummary } from './safe-error.js';

describe('logPath', () => {
  it('drops the query string, which can carry a postcode or a token', () => {
    expect(logPath('/api/coverage/check?postcode=SS9%201AA')).toBe('/api/coverage/check');
    expect(logPath('/api/waitlist/unsubscribe?token=abc.def')).toBe('/api/waitlist/unsubscribe');
  });

  it('replaces ids with :id, so a log never holds the key to a family’s result page', () => {
    expect(logPath('/api/finder-requests/88c8fd2b-c384-43aa-afcc-694a1e8960ab')).toBe('/api/finder-requests/:id');
    expect(logPath('/results/88C8FD2B-C384-43AA-AFCC-694A1E8960AB/')).toBe('/results/:id/');
  });

  it('leaves other paths as they are', () => {
    expect(logPath('/api/finder-requests')).toBe('/api/finder-requests');
    expect(logPath('/blog/falls-prevention')).toBe('/blog/falls-prevention');
  });
});

describe('request logs', () => {
  it('show the request’s own path, without its query string', () => {
    const serialize = pinoOptions('info', 'api').serializers!.req as (req: object) => unknown;
    expect(serialize({ id: 'r1', method: 'POST', url: '/', originalUrl: '/api/finder-requests?postcode=SS9' })).toEqual(
      { id: 'r1', method: 'POST', path: '/api/finder-requests' },
    );
    expect(serialize({ id: 'r2', method: 'GET', url: '/api/health' })).toEqual({
      id: 'r2',
      method: 'GET',
      path: '/api/health',
    });
  });
});

describe('error logs', () => {
  const family = { name: 'Margaret Thistlethwaite', email: 'margaret.t@example.com', phone: '07700 900123' };
  const statement = `with input as (select * from jsonb_to_recordset(E'[{"contact_name":"${family.name}","contact_email":"${family.email}","contact_phone":"${family.phone}"}]'::jsonb)) insert into finder_request select * from input returning id`;

  /** An error as pg and knex (under MikroORM) make it: the statement, with its values, in the message. */
  function refusedStatement(): Error {
    const error = new pg.DatabaseError(`${statement} - new row violates check constraint`, 100, 'error');
    return Object.assign(error, {
      severity: 'ERROR',
      code: '23514',
      detail: `Failing row contains (${family.name}, ${family.email}, ${family.phone}).`,
      where: `JSON data, line 1: ...${family.email}`,
      table: 'finder_request',
      constraint: 'finder_request_contact_check',
      routine: 'ExecConstraints',
    });
  }

  function capture(log: (logger: pino.Logger) => void): string {
    const lines: string[] = [];
    const logger = pino(pinoOptions('info', 'api'), { write: (line: string) => lines.push(line) });
    log(logger);
    return lines.join('');
  }

  const leaks = (output: string) =>
    [family.name, family.email, family.phone, 'jsonb_to_recordset'].filter((s) => output.includes(s));

  it('logs a refused statement by class, SQLSTATE and constraint, without the statement or its values', () => {
    const output = capture((logger) => logger.error({ err: refusedStatement() }, 'Unhandled error'));
    expect(leaks(output)).toEqual([]);
    const { err } = JSON.parse(output) as { err: Record<string, unknown> };
    expect(err).toMatchObject({
      type: 'DatabaseError',
      code: '23514',
      table: 'finder_request',
      constraint: 'finder_request_contact_check',
      message: expect.stringContaining('integrity constraint violation (SQLSTATE 23514)'),
    });
    expect(err.stack).toMatch(/^\s+at /);
  });

  it('is safe under the error key, as a cause, and after MikroORM copies the driver error', () => {
    const driverException = Object.assign(new Error(`${statement}\n - detail: ${family.email}`), refusedStatement());
    Object.defineProperty(driverException, 'name', { value: 'CheckConstraintViolationException' });
    const wrapped = new Error('Could not queue the match emails', { cause: refusedStatement() });
    const output = capture((logger) => {
      logger.error({ error: refusedStatement() }, 'one');
      logger.error({ err: driverException }, 'two');
      logger.error({ err: wrapped, finderRequestId: 'abc' }, 'three');
      logger.warn({ err: { message: 'plain', query: statement, params: [family.email] } }, 'four');
    });
    expect(leaks(output)).toEqual([]);
    const three = JSON.parse(output.split('\n')[2]) as { err: { message: string; cause: { code: string } } };
    expect(three.err.message).toBe('Could not queue the match emails');
    expect(three.err.cause.code).toBe('23514');
  });

  it('redacts statement properties by path, even past a careless serializer', () => {
    const options = pinoOptions('info', 'worker');
    const careless = { ...options, serializers: { ...options.serializers, err: (e: object) => ({ ...e }) } };
    const lines: string[] = [];
    const logger = pino(careless, { write: (line: string) => lines.push(line) });
    const { detail, where } = refusedStatement() as unknown as Record<string, string>;
    logger.error({ err: { code: '23514', query: statement, params: [family.email], detail, where } }, 'x');
    logger.error({ error: { cause: { sql: statement, bindings: [family.name], hint: family.phone } } }, 'y');
    expect(leaks(lines.join(''))).toEqual([]);
    expect(JSON.parse(lines[0]).err).toEqual({ code: '23514' });
  });

  it('keeps other messages to one short line, with emails and numbers masked', () => {
    const output = capture((logger) =>
      logger.error({ err: new TypeError(`no template for ${family.email} (${family.phone})\nsecond line`) }, 'x'),
    );
    expect(leaks(output)).toEqual([]);
    expect(JSON.parse(output).err).toMatchObject({ type: 'TypeError', message: 'no template for [email] ([number])' });
  });

  it('sums an error up in one storable line (email_log.last_error)', () => {
    expect(errorSummary(refusedStatement())).toBe(
      'DatabaseError: PostgreSQL refused the statement: integrity constraint violation (SQLSTATE 23514); statement and values not logged',
    );
    const smtp = Object.assign(
      new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${family.email}>`),
      {
        responseCode: 550,
      },
    );
    expect(errorSummary(smtp)).toBe("Error: Can't send mail - all recipients were rejected: 550 5.1.1 <[email]>");
    expect(errorSummary(`thrown text for ${family.email}`)).toBe('thrown text for [email]');
  });
});
