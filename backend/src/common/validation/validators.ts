import { Transform } from 'class-transformer';
import { IsDefined, IsString, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { isUkPhoneNumber } from '@physio/api-contract';

/** Trims strings and turns empty ones into "not given", so optional fields left blank are simply absent. */
export function TrimToUndefined(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });
}

/**
 * Applies a property's checks so that they run in the order written. class-validator runs them in the order they
 * were registered, and stacked decorators register bottom-up: checks written top-down ran last-first, and with
 * stopAtFirstError a missing name was reported as too long. Write the checks from the most basic (is it there,
 * is it text) to the most specific (its format), so that the rule reported is the first one broken.
 */
export function InOrder(...checks: PropertyDecorator[]): PropertyDecorator {
  return (target, property) => {
    for (const check of checks) check(target, property);
  };
}

/** Missing, null, or blank once trimmed (with TrimToUndefined): rule `isDefined`. */
export function Required(message = '$property is required'): PropertyDecorator {
  return IsDefined({ message });
}

/** A number, a list or an object where text belongs: rule `isString`. */
export function IsText(message = '$property must be text'): PropertyDecorator {
  return IsString({ message });
}

/** Rule `maxLength`, in characters. */
export function MaxChars(max: number): PropertyDecorator {
  return MaxLength(max, { message: `$property must be at most ${max} characters` });
}

/** The contract's rule (`isUkPhoneNumber` in @physio/api-contract): the site's forms apply the same one. */
export { isUkPhoneNumber };

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
