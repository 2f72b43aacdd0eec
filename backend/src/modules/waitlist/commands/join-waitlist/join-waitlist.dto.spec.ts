import { fieldErrorsFor } from '../../../../common/errors/validation.js';
import { JoinWaitlistDto } from './join-waitlist.dto.js';

const valid = { name: 'Sarah Jones', email: 'sarah@example.com', postcode: 'CB1 2AB', condition: 'neurological' };

/** Each broken rule is reported by its own name and message: missing, not text, too long, badly formed. */
describe('JoinWaitlistDto', () => {
  it('accepts a complete entry, and one without a condition', async () => {
    expect(await fieldErrorsFor(JoinWaitlistDto, valid)).toEqual([]);
    expect(await fieldErrorsFor(JoinWaitlistDto, { ...valid, condition: '' })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string, string]>([
    ['missing name', { name: undefined }, 'name', 'isDefined', 'name is required'],
    ['blank name', { name: ' ' }, 'name', 'isDefined', 'name is required'],
    ['name as a number', { name: 42 }, 'name', 'isString', 'name must be text'],
    ['name too long', { name: 'n'.repeat(101) }, 'name', 'maxLength', 'name must be at most 100 characters'],
    ['missing email', { email: undefined }, 'email', 'isDefined', 'email is required'],
    ['email as a list', { email: ['a@b.co'] }, 'email', 'isString', 'email must be text'],
    ['email too long', { email: `${'e'.repeat(250)}@x.com` }, 'email', 'maxLength', 'at most 254 characters'],
    ['badly formed email', { email: 'sarah@' }, 'email', 'isEmail', 'email must be a valid email address'],
    ['missing postcode', { postcode: null }, 'postcode', 'isDefined', 'postcode is required'],
    ['postcode as a number', { postcode: 12 }, 'postcode', 'isString', 'postcode must be text'],
    ['postcode too long', { postcode: 'CB1 2AB CB1 2AB!!' }, 'postcode', 'maxLength', 'at most 16 characters'],
    ['badly formed postcode', { postcode: 'CB1' }, 'postcode', 'isUkPostcode', 'valid UK postcode'],
    ['unknown condition', { condition: 'flu' }, 'condition', 'isIn', 'condition must be one of: '],
  ])('%s', async (_what, change, field, rule, message) => {
    const errors = await fieldErrorsFor(JoinWaitlistDto, { ...valid, ...change });
    expect(errors).toEqual([{ field, rule, message: expect.stringContaining(message) }]);
  });
});
