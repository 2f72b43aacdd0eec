import { ApiProperty } from '@nestjs/swagger';
import type { OpsRecoveryCodesBody } from '@physio/api-contract';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** POST /api/ops/auth/recovery-codes */
export class RegenerateRecoveryCodesDto implements OpsRecoveryCodesBody {
  @ApiProperty({ format: 'password' })
  @IsString({ message: 'current_password is required' })
  @MinLength(1, { message: 'current_password is required' })
  @MaxLength(1024, { message: 'current_password must be at most 1024 characters' })
  current_password!: string;
}
