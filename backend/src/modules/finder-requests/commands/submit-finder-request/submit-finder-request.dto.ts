import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADDITIONAL_INFO_MAX_LENGTH,
  CONDITIONS,
  CONTACT_NAME_MAX_LENGTH,
  URGENCIES,
  type Condition,
  type Urgency,
  type SubmitFinderRequestBody,
} from '@physio/api-contract';
import { Equals, IsBoolean, IsEmail, IsIn, IsOptional, ValidateIf } from 'class-validator';
import {
  InOrder,
  IsText,
  IsUkPhoneNumber,
  MaxChars,
  Required,
  TrimToUndefined,
} from '../../../../common/validation/validators.js';
import { IsUkPostcode } from '../../../coverage/uk-postcode.validator.js';

/**
 * POST /api/finder-requests, in the old site's snake_case. Each field's checks run in the order written
 * (InOrder): missing, then not text, then too long, then the format, each with its own rule and message.
 */
export class SubmitFinderRequestDto implements SubmitFinderRequestBody {
  @ApiProperty({ example: 'SS9 1AA', description: 'The parent’s UK postcode, in any case or spacing.' })
  @TrimToUndefined()
  @InOrder(Required(), IsText(), IsUkPostcode())
  postcode!: string;

  @ApiProperty({ enum: CONDITIONS })
  @InOrder(Required(), IsIn(CONDITIONS, { message: `condition must be one of: ${CONDITIONS.join(', ')}` }))
  condition!: Condition;

  @ApiProperty({ enum: URGENCIES })
  @InOrder(Required(), IsIn(URGENCIES, { message: `urgency must be one of: ${URGENCIES.join(', ')}` }))
  urgency!: Urgency;

  @ApiPropertyOptional({ maxLength: CONTACT_NAME_MAX_LENGTH })
  @TrimToUndefined()
  @IsOptional()
  @InOrder(IsText(), MaxChars(CONTACT_NAME_MAX_LENGTH))
  contact_name?: string;

  @ApiPropertyOptional({ example: 'daughter@example.com' })
  @TrimToUndefined()
  @IsOptional()
  @InOrder(IsText(), MaxChars(254), IsEmail({}, { message: 'contact_email must be a valid email address' }))
  contact_email?: string;

  @ApiPropertyOptional({ example: '07123 456789' })
  @TrimToUndefined()
  @IsOptional()
  @InOrder(IsText(), MaxChars(25), IsUkPhoneNumber())
  contact_phone?: string;

  @ApiPropertyOptional({ maxLength: ADDITIONAL_INFO_MAX_LENGTH })
  @TrimToUndefined()
  @IsOptional()
  @InOrder(IsText(), MaxChars(ADDITIONAL_INFO_MAX_LENGTH))
  additional_info?: string;

  @ApiPropertyOptional({
    description:
      'Must be true when any contact detail is given: the request is then health information about a person.',
  })
  @ValidateIf(
    (dto: SubmitFinderRequestDto) =>
      hasContactDetails(dto) || (dto.consent !== undefined && typeof dto.consent !== 'boolean'),
  )
  @InOrder(
    IsBoolean({ message: 'consent must be true or false' }),
    Equals(true, {
      message: 'consent must be true when you give contact details: we need your agreement to hold health information',
    }),
  )
  consent?: boolean;
}

export function hasContactDetails(dto: SubmitFinderRequestDto): boolean {
  return Boolean(dto.contact_name || dto.contact_email || dto.contact_phone);
}
