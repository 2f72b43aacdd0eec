import { ApiProperty } from '@nestjs/swagger';
import {
  ENQUIRY_NOTE_MAX_LENGTH,
  ENQUIRY_REPLY_MAX_LENGTH,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  type OpsEnquiryEntryBody,
  type OpsEnquiryUpdateBody,
} from '@physio/api-contract';
import { IsIn, IsString, MinLength, ValidateBy } from 'class-validator';
import { TrimToUndefined } from '../../../../common/validation/validators.js';

/** Counted in characters as PostgreSQL counts them (code points), so the database's own check never refuses it. */
function MaxCharacters(max: number, message: string): PropertyDecorator {
  return ValidateBy({
    name: 'maxLength',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && Array.from(value).length <= max,
      defaultMessage: () => message,
    },
  });
}

/** PUT /api/ops/enquiries/:id: the status only. Any other property (a note) is refused by the global validation pipe. */
export class UpdateEnquiryDto implements OpsEnquiryUpdateBody {
  @ApiProperty({ enum: ENQUIRY_STATUSES })
  @IsIn(ENQUIRY_STATUSES, { message: `status must be one of: ${ENQUIRY_STATUSES.join(', ')}` })
  status!: EnquiryStatus;
}

/** POST /api/ops/enquiries/:id/notes: a note added to the history. */
export class AddEnquiryNoteDto implements OpsEnquiryEntryBody {
  @ApiProperty({ maxLength: ENQUIRY_NOTE_MAX_LENGTH })
  @MaxCharacters(ENQUIRY_NOTE_MAX_LENGTH, `body must be at most ${ENQUIRY_NOTE_MAX_LENGTH} characters`)
  @MinLength(1, { message: 'body is required: write the note' })
  @IsString({ message: 'body is required: write the note' })
  @TrimToUndefined()
  body!: string;
}

/** POST /api/ops/enquiries/:id/replies: a reply emailed to the person who wrote. */
export class SendEnquiryReplyDto implements OpsEnquiryEntryBody {
  @ApiProperty({ maxLength: ENQUIRY_REPLY_MAX_LENGTH })
  @MaxCharacters(ENQUIRY_REPLY_MAX_LENGTH, `body must be at most ${ENQUIRY_REPLY_MAX_LENGTH} characters`)
  @MinLength(1, { message: 'body is required: write the reply' })
  @IsString({ message: 'body is required: write the reply' })
  @TrimToUndefined()
  body!: string;
}
