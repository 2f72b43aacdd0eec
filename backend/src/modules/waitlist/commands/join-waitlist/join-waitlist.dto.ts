import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONDITIONS, type Condition } from '@physio/api-contract';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { TrimToUndefined } from '../../../../common/validation/validators.js';
import { IsUkPostcode } from '../../../coverage/uk-postcode.validator.js';

/** POST /api/waitlist: someone outside our area asks to hear when we cover their district. */
export class JoinWaitlistDto {
  @ApiProperty({ maxLength: 100, example: 'Sarah Jones' })
  @TrimToUndefined()
  @IsString({ message: 'name is required' })
  @MinLength(1, { message: 'name is required' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name!: string;

  @ApiProperty({ example: 'sarah@example.com' })
  @TrimToUndefined()
  @IsString({ message: 'email is required' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  email!: string;

  @ApiProperty({ example: 'CB1 1AA' })
  @TrimToUndefined()
  @IsString({ message: 'postcode is required' })
  @MaxLength(16, { message: 'postcode must be a valid UK postcode, such as SW1A 1AA' })
  @IsUkPostcode()
  postcode!: string;

  @ApiPropertyOptional({ enum: CONDITIONS })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(CONDITIONS, { message: `condition must be one of: ${CONDITIONS.join(', ')}` })
  condition?: Condition;
}
