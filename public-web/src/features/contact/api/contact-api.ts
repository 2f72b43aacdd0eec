import {
  CONSULTATION_SUBJECT,
  PREFERRED_TIME_LABELS,
  type ContactEnquiryBody,
  type PreferredTime,
} from '@physio/api-contract';
import { apiRequest, newIdempotencyKey } from '../../../app/http';

export type ContactInquiryBody = ContactEnquiryBody;

export function sendContactInquiry(body: ContactInquiryBody): Promise<unknown> {
  return apiRequest<unknown>('/api/contact', { method: 'POST', body, idempotencyKey: newIdempotencyKey() });
}

export interface ConsultationRequest {
  name: string;
  email: string;
  phone: string;
  parentCondition: string;
  preferredTime: PreferredTime;
  additionalInfo: string;
}

/** The consultation dialog sends a contact inquiry with a fixed subject and a message our team can act on. */
export function consultationInquiry(request: ConsultationRequest): ContactInquiryBody {
  const lines = [
    `Parent's condition: ${request.parentCondition.trim()}`,
    `Preferred time: ${PREFERRED_TIME_LABELS[request.preferredTime]}`,
  ];
  if (request.additionalInfo.trim()) lines.push(`Additional information: ${request.additionalInfo.trim()}`);
  lines.push('Please contact me to schedule the free 15-minute consultation.');
  return {
    name: request.name.trim(),
    email: request.email.trim(),
    phone: request.phone.trim(),
    subject: CONSULTATION_SUBJECT,
    message: lines.join('\n'),
  };
}
