import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONSULTATION_SUBJECT, CONTACT_SUBJECTS, type ContactEnquiryBody } from '@physio/api-contract';
import { IsEmail, IsIn, ValidateBy, ValidateIf } from 'class-validator';
import {
  InOrder,
  IsText,
  IsUkPhoneNumber,
  MaxChars,
  Required,
  TrimToUndefined,
} from '../../../../common/validation/validators.js';

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
export class SubmitContactEnquiryDto implements ContactEnquiryBody {
  @ApiProperty({ maxLength: 100 })
  @TrimToUndefined()
  @InOrder(Required(), IsText(), MaxChars(100), ConsultationNameLength())
  name!: string;

  @ApiProperty({ example: 'sarah@example.com' })
  @TrimToUndefined()
  @InOrder(Required(), IsText(), MaxChars(254), IsEmail({}, { message: 'Please enter a valid email address' }))
  email!: string;

  @ApiPropertyOptional({ example: '07911 123456', description: 'Required for a consultation request.' })
  @TrimToUndefined()
  @ValidateIf((dto: SubmitContactEnquiryDto) => isConsultation(dto) || dto.phone !== undefined)
  @InOrder(
    Required('phone is required for a consultation request'),
    IsText(),
    MaxChars(25),
    IsUkPhoneNumber({ message: 'Please enter a valid phone number' }),
  )
  phone?: string;

  @ApiProperty({ enum: ENQUIRY_SUBJECTS })
  @InOrder(Required(), IsIn(ENQUIRY_SUBJECTS, { message: `subject must be one of: ${ENQUIRY_SUBJECTS.join(', ')}` }))
  subject!: EnquirySubject;

  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH })
  @TrimToUndefined()
  @InOrder(Required(), IsText(), MaxChars(MESSAGE_MAX_LENGTH))
  message!: string;
}
