/** Every error answer of the API has this shape. */
export interface ApiErrorBody {
  status: number;
  code: string;
  message: string;
  /** Present for validation failures: one entry per broken rule. */
  errors?: ApiFieldError[];
}

export interface ApiFieldError {
  field: string;
  rule: string;
  message: string;
}

export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  OUT_OF_AREA: 'OUT_OF_AREA',
  NOT_FOUND: 'NOT_FOUND',
  MALFORMED_JSON: 'MALFORMED_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
} as const;
