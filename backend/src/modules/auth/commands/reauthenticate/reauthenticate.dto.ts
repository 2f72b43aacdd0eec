import { ApiProperty } from '@nestjs/swagger';
import type { OpsReauthenticateBody } from '@physio/api-contract';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** POST /api/ops/auth/reauthenticate */
export class ReauthenticateDto implements OpsReauthenticateBody {
  @ApiProperty({ format: 'password' })
  @IsString({ message: 'current_password is required' })
  @MinLength(1, { message: 'current_password is required' })
  @MaxLength(1024, { message: 'current_password must be at most 1024 characters' })
  current_password!: string;
}
