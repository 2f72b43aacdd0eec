import { isUkPhoneNumber } from '@physio/api-contract';
import { describe, expect, it } from 'vitest';
import { isValidUkPhone } from '../finder/finder-draft';
import {
  EMPTY_CONSULTATION_FORM,
  EMPTY_MESSAGE_FORM,
  validateConsultationForm,
  validateMessageForm,
} from './validation';

const NUMBERS = [
  '07123 456789',
  '+44 20 7946 0000',
  '01702 123456',
  '07700 900123',
  '09012 345678',
  '0712 345',
  'call me',
];

describe('the UK phone rule the forms share with the API', () => {
  it.each(NUMBERS)('the finder and both contact forms judge %s as the API does', (phone) => {
    const apiAccepts = isUkPhoneNumber(phone);
    expect(isValidUkPhone(phone)).toBe(apiAccepts);
    expect(validateMessageForm({ ...EMPTY_MESSAGE_FORM, phone }).phone === undefined).toBe(apiAccepts);
    expect(validateConsultationForm({ ...EMPTY_CONSULTATION_FORM, phone }).phone === undefined).toBe(apiAccepts);
  });

  it('refuses the number the old form let through and the server refused', () => {
    expect(validateMessageForm({ ...EMPTY_MESSAGE_FORM, phone: '07700 900123' }).phone).toBe(
      'Please enter a valid UK phone number, for example 07123 456789',
    );
  });
});
