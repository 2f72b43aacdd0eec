import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ENQUIRY_NOTE_MAX_LENGTH,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  type OpsEnquiryUpdateBody,
} from '@physio/api-contract';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, ValidateBy } from 'class-validator';

/** A blank note is no note: the coordinator emptied the field. */
function TrimToNull(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value));
}

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

/** PUT /api/ops/enquiries/:id. Any other property is refused by the global validation pipe. */
export class UpdateEnquiryDto implements OpsEnquiryUpdateBody {
  @ApiProperty({ enum: ENQUIRY_STATUSES })
  @IsIn(ENQUIRY_STATUSES, { message: `status must be one of: ${ENQUIRY_STATUSES.join(', ')}` })
  status!: EnquiryStatus;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: ENQUIRY_NOTE_MAX_LENGTH,
    description: 'Left out: the note is kept. null or blank: it is cleared.',
  })
  @TrimToNull()
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxCharacters(ENQUIRY_NOTE_MAX_LENGTH, `note must be at most ${ENQUIRY_NOTE_MAX_LENGTH} characters`)
  note?: string | null;
}
