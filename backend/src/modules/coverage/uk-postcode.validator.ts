import { ValidateBy, type ValidationOptions } from 'class-validator';
import { INVALID_POSTCODE_MESSAGE, parseUkPostcode } from './uk-postcode.js';

/** A DTO field that must be a UK postcode (parsed as parseUkPostcode does). */
export function IsUkPostcode(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUkPostcode',
      validator: {
        validate: (value: unknown) => parseUkPostcode(value) !== null,
        // A missing postcode is the Required() check's to report; this one speaks only of the format.
        defaultMessage: () => INVALID_POSTCODE_MESSAGE,
      },
    },
    options,
  );
}
