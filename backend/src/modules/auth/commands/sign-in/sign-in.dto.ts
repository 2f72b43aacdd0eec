import { ApiProperty } from '@nestjs/swagger';
import type { OpsLoginBody } from '@physio/api-contract';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { TrimToUndefined } from '../../../../common/validation/validators.js';

/** POST /api/ops/auth/login */
export class SignInDto implements OpsLoginBody {
  @ApiProperty({ example: 'demo.coordinator', maxLength: 128 })
  @TrimToUndefined()
  @IsString({ message: 'username is required' })
  @MinLength(1, { message: 'username is required' })
  @MaxLength(128, { message: 'username must be at most 128 characters' })
  username!: string;

  // Never trimmed: spaces are part of a password.
  @ApiProperty({ format: 'password', maxLength: 1024 })
  @IsString({ message: 'password is required' })
  @MinLength(1, { message: 'password is required' })
  @MaxLength(1024, { message: 'password must be at most 1024 characters' })
  password!: string;
}
