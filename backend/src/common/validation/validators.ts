import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/max';

/** Trims strings and turns empty ones into "not given", so optional fields left blank are simply absent. */
export function TrimToUndefined(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });
}

/**
 * A number a UK family can be called on: valid in the +44 numbering plan (which also serves the Channel
 * Islands and the Isle of Man), written nationally (07...) or internationally (+44 ...).
 */
export function isUkPhoneNumber(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 25 || !/^[+\d\s().-]+$/.test(value)) return false;
  try {
    return isValidPhoneNumber(value, 'GB') && parsePhoneNumberWithError(value, 'GB').countryCallingCode === '44';
  } catch {
    return false;
  }
}

export function IsUkPhoneNumber(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUkPhoneNumber',
      validator: {
        validate: isUkPhoneNumber,
        defaultMessage: () => '$property must be a valid UK phone number, such as 07123 456789 or 020 7946 0000',
      },
    },
    options,
  );
}
