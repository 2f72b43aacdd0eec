import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  OPS_ROLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type OpsAccountUpdateBody,
  type OpsRole,
} from '@physio/api-contract';
import { Allow, IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { TrimToUndefined } from '../../../../../common/validation/validators.js';

/**
 * PUT /api/ops/accounts/:id. react-admin sends the whole record back, so its read-only fields (id,
 * username, totp_enabled, last_sign_in_at, created_at, sign_in_slowed_until) are accepted and ignored; a username that differs
 * from the account's is refused by the handler (usernames do not change).
 */
export class UpdateAccountDto implements OpsAccountUpdateBody {
  @ApiPropertyOptional({ maxLength: 100 })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'display_name must be text' })
  @MinLength(1, { message: 'display_name must not be empty' })
  @MaxLength(100, { message: 'display_name must be at most 100 characters' })
  display_name?: string;

  @ApiPropertyOptional({ enum: OPS_ROLES })
  @IsOptional()
  @IsIn(OPS_ROLES, { message: `role must be one of: ${OPS_ROLES.join(', ')}` })
  role?: OpsRole;

  @ApiPropertyOptional({ description: 'false disables the account and ends its sessions' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({
    format: 'password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'Resets the password and ends the account’s sessions',
  })
  @IsOptional()
  @IsString({ message: 'password must be text' })
  @MaxLength(1024, { message: `password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  password?: string;

  @Allow() id?: unknown;
  @Allow() username?: unknown;
  @Allow() totp_enabled?: unknown;
  @Allow() last_sign_in_at?: unknown;
  @Allow() created_at?: unknown;
  @Allow() sign_in_slowed_until?: unknown;
}
