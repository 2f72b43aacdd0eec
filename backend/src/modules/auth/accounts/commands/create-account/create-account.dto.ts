import { ApiProperty } from '@nestjs/swagger';
import {
  OPS_ROLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type OpsAccountCreateBody,
  type OpsRole,
} from '@physio/api-contract';
import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { TrimToUndefined } from '../../../../../common/validation/validators.js';
import { USERNAME_PATTERN, USERNAME_RULE } from '../../../username.js';
import { Transform } from 'class-transformer';

/** POST /api/ops/accounts. The password rule (common passwords, not the username) is checked by the handler. */
export class CreateAccountDto implements OpsAccountCreateBody {
  @ApiProperty({ example: 'jane.smith', description: USERNAME_RULE })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'username is required' })
  @Matches(USERNAME_PATTERN, { message: USERNAME_RULE })
  username!: string;

  @ApiProperty({ example: 'Jane Smith', maxLength: 100 })
  @TrimToUndefined()
  @IsString({ message: 'display_name is required' })
  @MinLength(1, { message: 'display_name is required' })
  @MaxLength(100, { message: 'display_name must be at most 100 characters' })
  display_name!: string;

  @ApiProperty({ enum: OPS_ROLES })
  @IsIn(OPS_ROLES, { message: `role must be one of: ${OPS_ROLES.join(', ')}` })
  role!: OpsRole;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'password is required' })
  @MaxLength(1024, { message: `password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  password!: string;
}
