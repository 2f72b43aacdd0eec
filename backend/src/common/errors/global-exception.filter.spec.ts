import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { DomainError } from './domain-error.js';
import { toErrorBody } from './global-exception.filter.js';
import { RequestValidationError } from './validation.js';

const fastifyError = (code: string, statusCode: number, message = 'fastify says no') =>
  Object.assign(new Error(message), { code, statusCode });

describe('toErrorBody', () => {
  it('names the first broken rule and lists every field error', () => {
    const body = toErrorBody(
      new RequestValidationError([
        { field: 'postcode', rule: 'isUkPostcode', message: 'postcode is required' },
        { field: 'urgency', rule: 'isIn', message: 'urgency must be one of: urgent, soon, flexible' },
      ]),
    );
    expect(body).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'postcode is required',
      errors: [
        { field: 'postcode', rule: 'isUkPostcode', message: 'postcode is required' },
        { field: 'urgency', rule: 'isIn', message: 'urgency must be one of: urgent, soon, flexible' },
      ],
    });
  });

  it('lists at most 20 field errors and counts the rest', () => {
    const errors = Array.from({ length: 1000 }, (_, i) => ({
      field: `k${i}`,
      rule: 'whitelistValidation',
      message: `property k${i} should not exist`,
    }));
    const body = toErrorBody(new RequestValidationError(errors));
    expect(body.errors).toEqual(errors.slice(0, 20));
    expect(body.more_errors).toBe(980);
    expect(body.message).toBe('property k0 should not exist');
    expect(toErrorBody(new RequestValidationError(errors.slice(0, 20)))).not.toHaveProperty('more_errors');
  });

  it('keeps a domain error’s code and field, and answers the status of its kind', () => {
    expect(
      toErrorBody(new DomainError('OUT_OF_AREA', 'postcode EH1 1AA is outside', 'unprocessable', 'postcode')),
    ).toEqual({
      status: 422,
      code: 'OUT_OF_AREA',
      message: 'postcode EH1 1AA is outside',
      errors: [{ field: 'postcode', rule: 'OUT_OF_AREA', message: 'postcode EH1 1AA is outside' }],
    });
    expect(toErrorBody(new DomainError('BODY_TOO_COMPLEX', 'too deep', 'invalid', 'a.a', 'maxDepth')).errors).toEqual([
      { field: 'a.a', rule: 'maxDepth', message: 'too deep' },
    ]);
  });

  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 400, 'MALFORMED_JSON'],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 400, 'MALFORMED_JSON'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413, 'PAYLOAD_TOO_LARGE'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['FST_ERR_BAD_URL', 400, 400, 'BAD_REQUEST'],
  ])('maps Fastify’s %s, also when Nest wrapped it, to %i %s', (code, fastifyStatus, status, apiCode) => {
    const raw = fastifyError(code, fastifyStatus);
    const wrapped = new HttpException(raw.message, fastifyStatus, { cause: raw });
    expect(toErrorBody(raw)).toMatchObject({ status, code: apiCode });
    expect(toErrorBody(wrapped)).toMatchObject({ status, code: apiCode });
  });

  it('answers Nest’s HTTP exceptions with their status and message', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/nope'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/nope',
    });
    expect(toErrorBody(new BadRequestException('bad'))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('never leaks an unexpected error’s message', () => {
    const body = toErrorBody(new Error('connection to 10.0.0.5 refused for user jane@example.com'));
    expect(body).toEqual({
      status: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
