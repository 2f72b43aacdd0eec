import { ApiProperty } from '@nestjs/swagger';
import { WAITLIST_REMOVAL_REASONS, type OpsWaitlistRemoveBody, type WaitlistRemovalReason } from '@physio/api-contract';
import { IsIn } from 'class-validator';

export class RemoveWaitlistEntryDto implements OpsWaitlistRemoveBody {
  @ApiProperty({ enum: WAITLIST_REMOVAL_REASONS })
  @IsIn(WAITLIST_REMOVAL_REASONS, {
    message: `reason is required: one of ${WAITLIST_REMOVAL_REASONS.join(', ')}`,
  })
  reason!: WaitlistRemovalReason;
}
