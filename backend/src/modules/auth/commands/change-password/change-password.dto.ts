import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type OpsChangePasswordBody } from '@physio/api-contract';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** POST /api/ops/auth/password. The new password's rule (common passwords…) is checked by the handler. */
export class ChangePasswordDto implements OpsChangePasswordBody {
  @ApiProperty({ format: 'password' })
  @IsString({ message: 'current_password is required' })
  @MinLength(1, { message: 'current_password is required' })
  @MaxLength(1024, { message: 'current_password must be at most 1024 characters' })
  current_password!: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'new_password is required' })
  @MaxLength(1024, { message: `new_password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  new_password!: string;
}
