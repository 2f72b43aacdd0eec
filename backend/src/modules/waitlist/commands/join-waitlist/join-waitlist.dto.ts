import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONDITIONS, type Condition, type JoinWaitlistBody } from '@physio/api-contract';
import { IsEmail, IsIn, IsOptional } from 'class-validator';
import { InOrder, IsText, MaxChars, Required, TrimToUndefined } from '../../../../common/validation/validators.js';
import { IsUkPostcode } from '../../../coverage/uk-postcode.validator.js';

/** POST /api/waitlist: someone outside our area asks to hear when we cover their district. */
export class JoinWaitlistDto implements JoinWaitlistBody {
  @ApiProperty({ maxLength: 100, example: 'Sarah Jones' })
  @TrimToUndefined()
  @InOrder(Required(), IsText(), MaxChars(100))
  name!: string;

  @ApiProperty({ example: 'sarah@example.com' })
  @TrimToUndefined()
  @InOrder(Required(), IsText(), MaxChars(254), IsEmail({}, { message: 'email must be a valid email address' }))
  email!: string;

  @ApiProperty({ example: 'CB1 1AA' })
  @TrimToUndefined()
  @InOrder(Required(), IsText(), MaxChars(16), IsUkPostcode())
  postcode!: string;

  @ApiPropertyOptional({ enum: CONDITIONS })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(CONDITIONS, { message: `condition must be one of: ${CONDITIONS.join(', ')}` })
  condition?: Condition;
}
