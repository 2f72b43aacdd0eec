import { ApiProperty } from '@nestjs/swagger';
import type { OpsSignInRuleUpdateBody } from '@physio/api-contract';
import { IsBoolean } from 'class-validator';

/** PUT /api/ops/sign-in-rules/:role */
export class UpdateSignInRuleDto implements OpsSignInRuleUpdateBody {
  @ApiProperty({ description: 'Whether accounts of this role must sign in with a passkey' })
  @IsBoolean({ message: 'passkey_required must be true or false' })
  passkey_required!: boolean;
}
