import { fieldErrorsFor } from '../../../../common/errors/validation.js';
import { RecordPageViewDto } from './record-page-view.dto.js';

const valid = { path: '/finder', referrer_host: 'www.google.com' };

/** Each broken rule is reported by its own name and message: missing, not text, too long, badly formed. */
describe('RecordPageViewDto', () => {
  it('accepts a view, with or without a referring host', async () => {
    expect(await fieldErrorsFor(RecordPageViewDto, valid)).toEqual([]);
    expect(await fieldErrorsFor(RecordPageViewDto, { path: '/', referrer_host: null })).toEqual([]);
    expect(await fieldErrorsFor(RecordPageViewDto, { path: '/' })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string, string]>([
    ['missing path', { path: undefined }, 'path', 'isDefined', 'path is required'],
    ['path as a number', { path: 1 }, 'path', 'isString', 'path must be text'],
    ['path too long', { path: `/${'p'.repeat(2048)}` }, 'path', 'maxLength', 'at most 2048 characters'],
    ['a path that is a URL', { path: 'https://evil.test/' }, 'path', 'isPagePath', "path must start with '/'"],
    ['host as a number', { referrer_host: 1 }, 'referrer_host', 'isString', 'referrer_host must be text or null'],
    ['host too long', { referrer_host: 'h'.repeat(254) }, 'referrer_host', 'maxLength', 'at most 253'],
    ['a host that is a URL', { referrer_host: 'https://a.b/' }, 'referrer_host', 'isHostname', 'must be a hostname'],
  ])('%s', async (_what, change, field, rule, message) => {
    const errors = await fieldErrorsFor(RecordPageViewDto, { ...valid, ...change });
    expect(errors).toEqual([{ field, rule, message: expect.stringContaining(message) }]);
  });
});
