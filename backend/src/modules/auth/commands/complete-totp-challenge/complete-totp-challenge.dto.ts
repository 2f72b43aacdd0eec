import { ApiProperty } from '@nestjs/swagger';
import type { OpsTotpBody } from '@physio/api-contract';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { TrimToUndefined } from '../../../../common/validation/validators.js';

/** POST /api/ops/auth/totp */
export class CompleteTotpChallengeDto implements OpsTotpBody {
  @ApiProperty({ description: 'The challenge from the login answer' })
  @IsString({ message: 'challenge is required' })
  @MinLength(1, { message: 'challenge is required' })
  @MaxLength(100, { message: 'challenge is not valid' })
  challenge!: string;

  @ApiProperty({
    example: '123456',
    description: 'The 6-digit code the authenticator app shows now, or one of the account’s recovery codes',
  })
  @TrimToUndefined()
  @IsString({ message: 'code is required' })
  @MaxLength(16, { message: 'code must be the 6 digits your app shows' })
  code!: string;
}
