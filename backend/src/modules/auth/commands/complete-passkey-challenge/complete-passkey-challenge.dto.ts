import { ApiProperty } from '@nestjs/swagger';
import type { OpsPasskeySignInBody } from '@physio/api-contract';
import { IsObject, IsString, MaxLength, MinLength } from 'class-validator';

/** POST /api/ops/auth/passkey */
export class CompletePasskeyChallengeDto implements OpsPasskeySignInBody {
  @ApiProperty({ description: 'The challenge from the login answer (passkey-required)' })
  @IsString({ message: 'challenge is required' })
  @MinLength(1, { message: 'challenge is required' })
  @MaxLength(100, { message: 'challenge is not valid' })
  challenge!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'What navigator.credentials.get answered, as JSON (AuthenticationResponseJSON)',
  })
  @IsObject({ message: 'credential must be the answer of your passkey' })
  credential!: Record<string, unknown>;
}
