import { ApiProperty } from '@nestjs/swagger';
import {
  DATA_RIGHTS_KINDS,
  DATA_RIGHTS_REFERENCE_MAX_LENGTH,
  type DataRightsCounts,
  type DataRightsEraseBody,
  type DataRightsSearchBody,
} from '@physio/api-contract';
import { IsDefined, Matches, ValidateBy } from 'class-validator';
import { InOrder, IsText, MaxChars, Required, TrimToUndefined } from '../../../common/validation/validators.js';

const IDENTIFIER_DESCRIPTION =
  'An email address (any case; spaces around it ignored) or a UK phone number in any usual spelling ' +
  '(07911 123456, +44 7911 123456, 0044 7911 123456). Sent in the body so it never appears in a URL.';

export class DataRightsSearchDto implements DataRightsSearchBody {
  @ApiProperty({ description: IDENTIFIER_DESCRIPTION, example: 'jane.doe@example.com' })
  @TrimToUndefined()
  @InOrder(Required('identifier is required'), IsText(), MaxChars(254))
  identifier!: string;
}

function isCounts(value: unknown): value is DataRightsCounts {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === DATA_RIGHTS_KINDS.length &&
    DATA_RIGHTS_KINDS.every((kind) => {
      const n = (value as Record<string, unknown>)[kind];
      return Number.isInteger(n) && (n as number) >= 0;
    })
  );
}

/** 3-40 characters of letters, digits, spaces and . _ / -, starting with a letter or digit. */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ._/-]{2,39}$/;

export class DataRightsEraseDto extends DataRightsSearchDto implements DataRightsEraseBody {
  @ApiProperty({
    description: `The counts the confirmation showed, one per kind (${DATA_RIGHTS_KINDS.join(', ')}). If they no longer match, 409 and nothing changes.`,
    example: Object.fromEntries(DATA_RIGHTS_KINDS.map((kind) => [kind, 0])),
  })
  @InOrder(
    IsDefined({ message: 'expected_counts is required: the counts the confirmation showed' }),
    ValidateBy({
      name: 'isCounts',
      validator: {
        validate: isCounts,
        defaultMessage: () =>
          `expected_counts must give a whole number for each of: ${DATA_RIGHTS_KINDS.join(', ')}, and nothing else`,
      },
    }),
  )
  expected_counts!: DataRightsCounts;

  @ApiProperty({
    description:
      'The data request’s reference, e.g. DSR-2026-014. Kept in the audit log, so not an email address or a phone number.',
    example: 'DSR-2026-014',
    maxLength: DATA_RIGHTS_REFERENCE_MAX_LENGTH,
  })
  @TrimToUndefined()
  @InOrder(
    Required('reference is required: the data request’s reference, e.g. DSR-2026-014'),
    IsText(),
    MaxChars(DATA_RIGHTS_REFERENCE_MAX_LENGTH),
    Matches(REFERENCE, {
      message: 'reference must be 3-40 letters, digits, spaces or . _ / -, such as DSR-2026-014',
    }),
    // The audit log keeps the reference: a phone number typed in by mistake must not land there.
    ValidateBy({
      name: 'isNotPersonal',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && (value.match(/\d/g)?.length ?? 0) < 8,
        defaultMessage: () => 'reference must not be a phone number: use the data request’s reference',
      },
    }),
  )
  reference!: string;
}
