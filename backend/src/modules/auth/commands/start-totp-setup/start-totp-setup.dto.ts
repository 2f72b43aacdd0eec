import { ApiProperty } from '@nestjs/swagger';
import type { OpsTotpSetupBody } from '@physio/api-contract';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** POST /api/ops/auth/totp/setup */
export class StartTotpSetupDto implements OpsTotpSetupBody {
  @ApiProperty({ format: 'password' })
  @IsString({ message: 'current_password is required' })
  @MinLength(1, { message: 'current_password is required' })
  @MaxLength(1024, { message: 'current_password must be at most 1024 characters' })
  current_password!: string;
}
