import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADDITIONAL_INFO_MAX_LENGTH,
  CONDITIONS,
  CONTACT_NAME_MAX_LENGTH,
  URGENCIES,
  type Condition,
  type Urgency,
} from '@physio/api-contract';
import { Equals, IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsUkPhoneNumber, TrimToUndefined } from '../../../../common/validation/validators.js';
import { IsUkPostcode } from '../../../coverage/uk-postcode.validator.js';

/** POST /api/finder-requests, in the old site's snake_case. */
export class SubmitFinderRequestDto {
  @ApiProperty({ example: 'SS9 1AA', description: 'The parent’s UK postcode, in any case or spacing.' })
  @TrimToUndefined()
  @IsUkPostcode()
  postcode!: string;

  @ApiProperty({ enum: CONDITIONS })
  @IsIn(CONDITIONS, { message: `condition must be one of: ${CONDITIONS.join(', ')}` })
  condition!: Condition;

  @ApiProperty({ enum: URGENCIES })
  @IsIn(URGENCIES, { message: `urgency must be one of: ${URGENCIES.join(', ')}` })
  urgency!: Urgency;

  @ApiPropertyOptional({ maxLength: CONTACT_NAME_MAX_LENGTH })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'contact_name must be text' })
  @MaxLength(CONTACT_NAME_MAX_LENGTH, { message: `contact_name must be at most ${CONTACT_NAME_MAX_LENGTH} characters` })
  contact_name?: string;

  @ApiPropertyOptional({ example: 'daughter@example.com' })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'contact_email must be a valid email address' })
  @MaxLength(254, { message: 'contact_email must be at most 254 characters' })
  @IsEmail({}, { message: 'contact_email must be a valid email address' })
  contact_email?: string;

  @ApiPropertyOptional({ example: '07123 456789' })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'contact_phone must be a valid UK phone number' })
  @IsUkPhoneNumber()
  contact_phone?: string;

  @ApiPropertyOptional({ maxLength: ADDITIONAL_INFO_MAX_LENGTH })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'additional_info must be text' })
  @MaxLength(ADDITIONAL_INFO_MAX_LENGTH, {
    message: `additional_info must be at most ${ADDITIONAL_INFO_MAX_LENGTH} characters`,
  })
  additional_info?: string;

  @ApiPropertyOptional({
    description:
      'Must be true when any contact detail is given: the request is then health information about a person.',
  })
  @ValidateIf(
    (dto: SubmitFinderRequestDto) =>
      hasContactDetails(dto) || (dto.consent !== undefined && typeof dto.consent !== 'boolean'),
  )
  // Validators run bottom-up: the type is checked before the value.
  @Equals(true, {
    message: 'consent must be true when you give contact details: we need your agreement to hold health information',
  })
  @IsBoolean({ message: 'consent must be true or false' })
  consent?: boolean;
}

export function hasContactDetails(dto: SubmitFinderRequestDto): boolean {
  return Boolean(dto.contact_name || dto.contact_email || dto.contact_phone);
}
