import { ValidateBy, type ValidationOptions } from 'class-validator';
import { INVALID_POSTCODE_MESSAGE, parseUkPostcode } from './uk-postcode.js';

/** A DTO field that must be a UK postcode (parsed as parseUkPostcode does). */
export function IsUkPostcode(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUkPostcode',
      validator: {
        validate: (value: unknown) => parseUkPostcode(value) !== null,
        defaultMessage: (args) =>
          args?.value === undefined || args.value === null || args.value === ''
            ? `${args?.property ?? 'postcode'} is required`
            : INVALID_POSTCODE_MESSAGE,
      },
    },
    options,
  );
}
