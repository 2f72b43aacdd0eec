import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type OpsEnrolmentCompleteBody } from '@physio/api-contract';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { TrimToUndefined } from '../../../../common/validation/validators.js';

/** POST /api/ops/auth/enrolment/complete. The password's rule (common passwords…) is checked by the handler. */
export class CompleteEnrolmentDto implements OpsEnrolmentCompleteBody {
  @ApiProperty({ description: 'The enrolment link’s token (what follows #)' })
  @IsString({ message: 'token is required' })
  @MinLength(1, { message: 'token is required' })
  @MaxLength(100, { message: 'token is not valid' })
  token!: string;

  @ApiProperty({ description: 'challenge from /api/ops/auth/enrolment/start' })
  @IsString({ message: 'challenge is required' })
  @MinLength(1, { message: 'challenge is required' })
  @MaxLength(100, { message: 'challenge is not valid' })
  challenge!: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'password is required' })
  @MaxLength(1024, { message: `password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  password!: string;

  @ApiProperty({ example: '123456', description: 'The code the authenticator app shows for the new secret' })
  @TrimToUndefined()
  @IsString({ message: 'code is required' })
  @MaxLength(16, { message: 'code must be the 6 digits your app shows' })
  code!: string;
}
