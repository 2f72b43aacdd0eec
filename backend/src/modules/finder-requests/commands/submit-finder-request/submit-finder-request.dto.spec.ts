import { fieldErrorsFor } from '../../../../common/errors/validation.js';
import { SubmitFinderRequestDto } from './submit-finder-request.dto.js';

const valid = {
  postcode: 'SS9 1AA',
  condition: 'falls-prevention',
  urgency: 'soon',
  contact_name: 'Jane Doe',
  contact_email: 'jane@example.com',
  contact_phone: '07123 456789',
  additional_info: 'Mum had a fall in March.',
  consent: true,
};

/** Each broken rule is reported by its own name and message: missing, not text, too long, badly formed. */
describe('SubmitFinderRequestDto', () => {
  it('accepts a complete request', async () => {
    expect(await fieldErrorsFor(SubmitFinderRequestDto, valid)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string, string]>([
    ['missing postcode', { postcode: undefined }, 'postcode', 'isDefined', 'postcode is required'],
    ['blank postcode', { postcode: '  ' }, 'postcode', 'isDefined', 'postcode is required'],
    ['null postcode', { postcode: null }, 'postcode', 'isDefined', 'postcode is required'],
    ['postcode as a number', { postcode: 12345 }, 'postcode', 'isString', 'postcode must be text'],
    ['badly formed postcode', { postcode: 'SW1A' }, 'postcode', 'isUkPostcode', 'postcode must be a valid UK postcode'],
    ['missing condition', { condition: undefined }, 'condition', 'isDefined', 'condition is required'],
    ['unknown condition', { condition: 'back-pain' }, 'condition', 'isIn', 'condition must be one of: '],
    ['condition as a list', { condition: ['neurological'] }, 'condition', 'isIn', 'condition must be one of: '],
    ['missing urgency', { urgency: undefined }, 'urgency', 'isDefined', 'urgency is required'],
    ['unknown urgency', { urgency: 'asap' }, 'urgency', 'isIn', 'urgency must be one of: '],
    ['name as a number', { contact_name: 7 }, 'contact_name', 'isString', 'contact_name must be text'],
    ['name too long', { contact_name: 'n'.repeat(101) }, 'contact_name', 'maxLength', 'at most 100 characters'],
    ['email as an object', { contact_email: {} }, 'contact_email', 'isString', 'contact_email must be text'],
    ['email too long', { contact_email: `${'e'.repeat(250)}@x.com` }, 'contact_email', 'maxLength', 'at most 254'],
    ['badly formed email', { contact_email: 'jane@' }, 'contact_email', 'isEmail', 'valid email address'],
    ['phone as a number', { contact_phone: 7123456789 }, 'contact_phone', 'isString', 'contact_phone must be text'],
    ['phone too long', { contact_phone: '0'.repeat(26) }, 'contact_phone', 'maxLength', 'at most 25 characters'],
    ['badly formed phone', { contact_phone: 'call me' }, 'contact_phone', 'isUkPhoneNumber', 'valid UK phone number'],
    ['notes as a list', { additional_info: ['a'] }, 'additional_info', 'isString', 'additional_info must be text'],
    ['notes too long', { additional_info: 'a'.repeat(2001) }, 'additional_info', 'maxLength', 'at most 2000'],
    ['consent as text', { consent: 'yes' }, 'consent', 'isBoolean', 'consent must be true or false'],
    ['consent refused', { consent: false }, 'consent', 'equals', 'consent must be true when you give contact'],
    ['unknown property', { status: 'matched' }, 'status', 'whitelistValidation', 'property status should not exist'],
  ])('%s', async (_what, change, field, rule, message) => {
    const errors = await fieldErrorsFor(SubmitFinderRequestDto, { ...valid, ...change });
    expect(errors).toEqual([{ field, rule, message: expect.stringContaining(message) }]);
  });
});
