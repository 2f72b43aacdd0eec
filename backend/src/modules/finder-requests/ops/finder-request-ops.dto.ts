import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { OpsAssignBody, OpsRequestNoteBody, OpsRequestStatusBody } from '@physio/api-contract';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { TrimToUndefined } from '../../../common/validation/validators.js';
import { FOLLOW_UPS, type FinderRequestFollowUp } from '../finder-request-follow-up.js';

export class AssignFinderRequestDto implements OpsAssignBody {
  @ApiProperty()
  @Min(1, { message: 'physiotherapist_id must be a physiotherapist’s id' })
  @IsInt({ message: 'physiotherapist_id is required: choose a physiotherapist' })
  physiotherapist_id!: number;

  @ApiPropertyOptional({ description: 'Required when the physiotherapist has no places left this week.' })
  @MaxLength(500, { message: 'over_capacity_reason must be at most 500 characters' })
  @IsString({ message: 'over_capacity_reason must be text' })
  @IsOptional()
  @TrimToUndefined()
  over_capacity_reason?: string;
}

export class FollowUpFinderRequestDto implements OpsRequestStatusBody {
  @ApiProperty({ enum: FOLLOW_UPS })
  @IsIn(FOLLOW_UPS, { message: `status must be one of: ${FOLLOW_UPS.join(', ')}` })
  status!: FinderRequestFollowUp;

  @ApiPropertyOptional({ description: 'Required for cancelled.' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  @IsString({ message: 'reason must be text' })
  @IsOptional()
  @TrimToUndefined()
  reason?: string;
}

export class AddFinderRequestNoteDto implements OpsRequestNoteBody {
  @ApiProperty({ maxLength: 2000 })
  @MaxLength(2000, { message: 'body must be at most 2000 characters' })
  @MinLength(1, { message: 'body is required: write the note' })
  @IsString({ message: 'body is required: write the note' })
  @TrimToUndefined()
  body!: string;
}
