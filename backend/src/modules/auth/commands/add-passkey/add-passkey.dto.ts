import { ApiProperty } from '@nestjs/swagger';
import { PASSKEY_NAME_MAX_LENGTH, type OpsPasskeyAddBody } from '@physio/api-contract';
import { IsObject, IsString, MaxLength, MinLength } from 'class-validator';
import { TrimToUndefined } from '../../../../common/validation/validators.js';

/** POST /api/ops/auth/passkeys */
export class AddPasskeyDto implements OpsPasskeyAddBody {
  @ApiProperty({ description: 'The setup_token from POST /api/ops/auth/passkeys/options' })
  @IsString({ message: 'setup_token is required' })
  @MinLength(1, { message: 'setup_token is required' })
  @MaxLength(100, { message: 'setup_token is not valid' })
  setup_token!: string;

  @ApiProperty({ example: 'Work laptop', maxLength: PASSKEY_NAME_MAX_LENGTH })
  @TrimToUndefined()
  @IsString({ message: 'name is required: what you will recognise this passkey by' })
  @MaxLength(PASSKEY_NAME_MAX_LENGTH, { message: `name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters` })
  name!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'What navigator.credentials.create answered, as JSON (RegistrationResponseJSON)',
  })
  @IsObject({ message: 'credential must be the passkey the browser created' })
  credential!: Record<string, unknown>;
}
