import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONDITIONS, type ExpansionTrackingBody } from '@physio/api-contract';
import { IsIn, IsISO8601, IsOptional, ValidateBy, type ValidationOptions } from 'class-validator';
import { InOrder, IsText, MaxChars, Required, TrimToUndefined } from '../../../../common/validation/validators.js';
import { IsUkPostcode } from '../../../coverage/uk-postcode.validator.js';

export const TRACKING_CONDITIONS = [...CONDITIONS, 'unknown'] as const;
export const EXPANSION_TYPES = ['out_of_area_search'] as const;
/** A browser clock may be off, but not by more than this. */
export const MAX_CLOCK_SKEW_MS = 24 * 3600 * 1000;

export function isNearNow(value: unknown, now = Date.now()): boolean {
  if (typeof value !== 'string') return false;
  const at = Date.parse(value);
  return Number.isFinite(at) && Math.abs(at - now) <= MAX_CLOCK_SKEW_MS;
}

function IsWithinADayOfNow(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWithinADayOfNow',
      validator: {
        validate: (v: unknown) => isNearNow(v),
        defaultMessage: () => 'timestamp must be within a day of now',
      },
    },
    options,
  );
}

/** POST /api/expansion-tracking: the site saw a search from outside our area. */
export class RecordOutOfAreaSearchDto implements ExpansionTrackingBody {
  @ApiProperty({ example: 'CB1 1AA', description: 'Only the district (CB1) is stored.' })
  @TrimToUndefined()
  @InOrder(Required(), IsText(), MaxChars(16), IsUkPostcode())
  postcode!: string;

  @ApiPropertyOptional({ enum: TRACKING_CONDITIONS, description: 'Missing or empty means unknown.' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(TRACKING_CONDITIONS, { message: `condition must be one of: ${TRACKING_CONDITIONS.join(', ')}` })
  condition?: (typeof TRACKING_CONDITIONS)[number];

  @ApiProperty({ example: '2026-11-22T10:00:00.000Z' })
  @InOrder(
    Required(),
    IsText(),
    MaxChars(40),
    IsISO8601({ strict: true }, { message: 'timestamp must be an ISO 8601 date and time' }),
    IsWithinADayOfNow(),
  )
  timestamp!: string;

  @ApiProperty({ enum: EXPANSION_TYPES })
  @InOrder(Required(), IsIn(EXPANSION_TYPES, { message: 'type must be out_of_area_search' }))
  type!: (typeof EXPANSION_TYPES)[number];
}
