import { Type } from '@sinclair/typebox';
import { Obj } from './builders.js';

export const ApiFieldErrorSchema = Obj(
  {
    field: Type.String({ description: 'The field, header or parameter, e.g. "contact_email", "filter.status"' }),
    rule: Type.String({ description: 'The check it failed: isDefined, isString, maxLength, isEmail, …' }),
    message: Type.String(),
  },
  { title: 'ApiFieldError' },
);

/** Every error answer of the API (4xx and 5xx) has this shape. */
export const ApiErrorSchema = Obj(
  {
    status: Type.Integer({ description: 'The HTTP status, repeated' }),
    code: Type.String({
      description: 'What went wrong, for programs: VALIDATION_FAILED, OUT_OF_AREA, AUTH.FORBIDDEN, …',
    }),
    message: Type.String({ description: 'What went wrong, for people' }),
    errors: Type.Optional(
      Type.Array(ApiFieldErrorSchema, {
        description: 'Present for validation failures: one entry per broken rule, at most MAX_LISTED_ERRORS (20)',
      }),
    ),
    more_errors: Type.Optional(Type.Integer({ minimum: 1, description: 'How many more broken rules there were' })),
  },
  { title: 'ApiError' },
);
