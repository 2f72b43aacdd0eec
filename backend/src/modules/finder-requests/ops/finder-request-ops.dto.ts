import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CALL_OUTCOMES,
  type CallOutcome,
  type OpsAssignBody,
  type OpsRequestCallBody,
  type OpsRequestFollowUpDateBody,
  type OpsRequestNoteBody,
  type OpsRequestStatusBody,
} from '@physio/api-contract';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class SetFollowUpDateDto implements OpsRequestFollowUpDateBody {
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'A London day; null clears it.' })
  // Present, and a day or null (whether the day may be set is the command's rule: from today to a year ahead).
  @ValidateIf((body: SetFollowUpDateDto) => body.follow_up_on !== null)
  @Matches(DAY, { message: 'follow_up_on must be a date (yyyy-mm-dd), or null to clear it' })
  @IsString({ message: 'follow_up_on must be a date (yyyy-mm-dd), or null to clear it' })
  follow_up_on!: string | null;
}

export class LogFinderRequestCallDto implements OpsRequestCallBody {
  @ApiProperty({ enum: CALL_OUTCOMES })
  @IsIn(CALL_OUTCOMES, { message: `outcome must be one of: ${CALL_OUTCOMES.join(', ')}` })
  outcome!: CallOutcome;

  @ApiPropertyOptional({ maxLength: 2000, description: 'What was said or agreed; added to the note.' })
  @MaxLength(2000, { message: 'note must be at most 2000 characters' })
  @IsString({ message: 'note must be text' })
  @IsOptional()
  @TrimToUndefined()
  note?: string;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'Try again, or check back, on this London day.' })
  @Matches(DAY, { message: 'follow_up_on must be a date (yyyy-mm-dd)' })
  @IsString({ message: 'follow_up_on must be a date (yyyy-mm-dd)' })
  @IsOptional()
  follow_up_on?: string;
}
