import { ApiProperty } from '@nestjs/swagger';
import type { OpsTotpEnableBody } from '@physio/api-contract';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { TrimToUndefined } from '../../../../common/validation/validators.js';

/** POST /api/ops/auth/totp/enable */
export class EnableTotpDto implements OpsTotpEnableBody {
  @ApiProperty({ description: 'setup_token from /api/ops/auth/totp/setup' })
  @IsString({ message: 'setup_token is required' })
  @MinLength(1, { message: 'setup_token is required' })
  @MaxLength(100, { message: 'setup_token is not valid' })
  setup_token!: string;

  @ApiProperty({ example: '123456' })
  @TrimToUndefined()
  @IsString({ message: 'code is required' })
  @MaxLength(16, { message: 'code must be the 6 digits your app shows' })
  code!: string;
}
