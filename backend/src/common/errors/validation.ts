import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ApiFieldError } from '@physio/api-contract';

/** Flattens class-validator's tree into one entry per broken rule, naming the field by its path. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): ApiFieldError[] {
  const out: ApiFieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    for (const [rule, message] of Object.entries(error.constraints ?? {})) {
      out.push({ field, rule, message });
    }
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, field));
  }
  return out;
}

export class RequestValidationError extends BadRequestException {
  constructor(readonly fieldErrors: ApiFieldError[]) {
    super(fieldErrors[0]?.message ?? 'The request is not valid');
  }
}

/** The global pipe: unknown properties are refused, known ones converted to their declared types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new RequestValidationError(flattenValidationErrors(errors)),
  });
}

/** What the global pipe answers for a body sent to a DTO: its field errors, none when it passes (for DTO tests). */
export async function fieldErrorsFor(dto: new () => object, body: unknown): Promise<ApiFieldError[]> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: dto });
    return [];
  } catch (error) {
    if (error instanceof RequestValidationError) return error.fieldErrors;
    throw error;
  }
}
