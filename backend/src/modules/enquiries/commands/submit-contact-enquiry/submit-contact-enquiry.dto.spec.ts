import { CONSULTATION_SUBJECT } from '@physio/api-contract';
import { fieldErrorsFor } from '../../../../common/errors/validation.js';
import { SubmitContactEnquiryDto } from './submit-contact-enquiry.dto.js';

const valid = { name: 'Sarah Jones', email: 'sarah@example.com', subject: 'pricing', message: 'How much is a visit?' };
const consultation = { ...valid, subject: CONSULTATION_SUBJECT, phone: '07911 123456' };

/** Each broken rule is reported by its own name and message: missing, not text, too long, badly formed. */
describe('SubmitContactEnquiryDto', () => {
  it('accepts a message, and a consultation request with a phone number', async () => {
    expect(await fieldErrorsFor(SubmitContactEnquiryDto, valid)).toEqual([]);
    expect(await fieldErrorsFor(SubmitContactEnquiryDto, consultation)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string, string]>([
    ['missing name', { name: undefined }, 'name', 'isDefined', 'name is required'],
    ['name as a number', { name: 1 }, 'name', 'isString', 'name must be text'],
    ['name too long', { name: 'n'.repeat(101) }, 'name', 'maxLength', 'name must be at most 100 characters'],
    ['missing email', { email: '' }, 'email', 'isDefined', 'email is required'],
    ['email as an object', { email: { a: 1 } }, 'email', 'isString', 'email must be text'],
    ['email too long', { email: `${'e'.repeat(250)}@x.com` }, 'email', 'maxLength', 'at most 254 characters'],
    ['badly formed email', { email: 'sarah' }, 'email', 'isEmail', 'Please enter a valid email address'],
    ['phone as a number', { phone: 7911123456 }, 'phone', 'isString', 'phone must be text'],
    ['phone too long', { phone: '0'.repeat(26) }, 'phone', 'maxLength', 'phone must be at most 25 characters'],
    ['badly formed phone', { phone: '12' }, 'phone', 'isUkPhoneNumber', 'Please enter a valid phone number'],
    ['missing subject', { subject: undefined }, 'subject', 'isDefined', 'subject is required'],
    ['unknown subject', { subject: 'spam' }, 'subject', 'isIn', 'subject must be one of: '],
    ['missing message', { message: '   ' }, 'message', 'isDefined', 'message is required'],
    ['message as a list', { message: ['hi'] }, 'message', 'isString', 'message must be text'],
    ['message too long', { message: 'm'.repeat(5001) }, 'message', 'maxLength', 'at most 5000 characters'],
  ])('%s', async (_what, change, field, rule, message) => {
    const errors = await fieldErrorsFor(SubmitContactEnquiryDto, { ...valid, ...change });
    expect(errors).toEqual([{ field, rule, message: expect.stringContaining(message) }]);
  });

  it.each<[string, Record<string, unknown>, string, string, string]>([
    ['no phone', { phone: undefined }, 'phone', 'isDefined', 'phone is required for a consultation request'],
    ['a one-letter name', { name: 'S' }, 'name', 'consultationNameLength', 'Name must be at least 2 characters'],
  ])('a consultation request with %s', async (_what, change, field, rule, message) => {
    const errors = await fieldErrorsFor(SubmitContactEnquiryDto, { ...consultation, ...change });
    expect(errors).toEqual([{ field, rule, message }]);
  });
});
