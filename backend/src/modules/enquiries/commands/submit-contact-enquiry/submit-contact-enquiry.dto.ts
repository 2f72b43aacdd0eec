import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONSULTATION_SUBJECT, CONTACT_SUBJECTS } from '@physio/api-contract';
import { IsEmail, IsIn, IsString, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { IsUkPhoneNumber, TrimToUndefined } from '../../../../common/validation/validators.js';

export const ENQUIRY_SUBJECTS = [...CONTACT_SUBJECTS, CONSULTATION_SUBJECT] as const;
export type EnquirySubject = (typeof ENQUIRY_SUBJECTS)[number];
export const MESSAGE_MAX_LENGTH = 5000;

const isConsultation = (dto: SubmitContactEnquiryDto) => dto.subject === CONSULTATION_SUBJECT;

function ConsultationNameLength(): PropertyDecorator {
  return ValidateBy({
    name: 'consultationNameLength',
    validator: {
      validate: (value: unknown, args) =>
        !isConsultation(args?.object as SubmitContactEnquiryDto) || (typeof value === 'string' && value.length >= 2),
      defaultMessage: () => 'Name must be at least 2 characters',
    },
  });
}

/**
 * POST /api/contact: the contact form, and the consultation dialog (subject 'Free 15-Minute Consultation
 * Request', whose message carries the parent's condition, the preferred time and any notes). The
 * consultation form's own rules apply to it: a name of 2+ characters and a phone number to call.
 */
export class SubmitContactEnquiryDto {
  @ApiProperty({ maxLength: 100 })
  @TrimToUndefined()
  @IsString({ message: 'name is required' })
  @MinLength(1, { message: 'name is required' })
  @ConsultationNameLength()
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name!: string;

  @ApiProperty({ example: 'sarah@example.com' })
  @TrimToUndefined()
  @IsString({ message: 'email is required' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiPropertyOptional({ example: '07911 123456', description: 'Required for a consultation request.' })
  @TrimToUndefined()
  @ValidateIf((dto: SubmitContactEnquiryDto) => isConsultation(dto) || dto.phone !== undefined)
  @IsString({ message: 'Please enter a valid phone number' })
  @IsUkPhoneNumber({ message: 'Please enter a valid phone number' })
  phone?: string;

  @ApiProperty({ enum: ENQUIRY_SUBJECTS })
  @IsIn(ENQUIRY_SUBJECTS, { message: `subject must be one of: ${ENQUIRY_SUBJECTS.join(', ')}` })
  subject!: EnquirySubject;

  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH })
  @TrimToUndefined()
  @IsString({ message: 'message is required' })
  @MinLength(1, { message: 'message is required' })
  @MaxLength(MESSAGE_MAX_LENGTH, { message: `message must be at most ${MESSAGE_MAX_LENGTH} characters` })
  message!: string;
}
