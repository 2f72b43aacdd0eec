import { CONSULTATION_SUBJECT, CONTACT_SUBJECT_LABELS, type ContactSubject } from '@physio/api-contract';
import type { MailSource } from '../../infra/mail/mail-source.js';
import {
  contactAcknowledgement,
  contactReceived,
  enquiryReply,
  type ContactAcknowledgementData,
  type ContactReceivedData,
  type EnquiryReplyData,
} from './contact.email-templates.js';

interface EnquiryRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: Date;
}

const subjectLabel = (subject: string) =>
  subject === CONSULTATION_SUBJECT
    ? CONSULTATION_SUBJECT
    : (CONTACT_SUBJECT_LABELS[subject as ContactSubject] ?? subject);

async function loadEnquiry(em: Parameters<MailSource['load']>[0], id: string): Promise<EnquiryRow | undefined> {
  const [row] = await em.execute<EnquiryRow[]>(
    'select id, name, email, phone, subject, message, created_at from contact_enquiry where id = ?',
    [id],
  );
  return row;
}

export const contactMailSources: MailSource[] = [
  {
    template: contactReceived.name,
    async load(em, job, env) {
      const row = await loadEnquiry(em, job.subjectId);
      if (!row) return { skip: 'enquiry not found' };
      const data: ContactReceivedData = {
        enquiryId: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        subjectLabel: subjectLabel(row.subject),
        message: row.message,
        isConsultation: row.subject === CONSULTATION_SUBJECT,
        receivedAt: new Date(row.created_at),
      };
      // Replying to the team's email answers the family directly.
      return { to: env.TEAM_INBOX, data, headers: { 'Reply-To': row.email } };
    },
  } satisfies MailSource<ContactReceivedData> as MailSource,
  {
    template: contactAcknowledgement.name,
    async load(em, job) {
      const row = await loadEnquiry(em, job.subjectId);
      if (!row) return { skip: 'enquiry not found' };
      const data: ContactAcknowledgementData = {
        name: row.name,
        subjectLabel: subjectLabel(row.subject),
        isConsultation: row.subject === CONSULTATION_SUBJECT,
      };
      return { to: row.email, data };
    },
  } satisfies MailSource<ContactAcknowledgementData> as MailSource,
  {
    template: enquiryReply.name,
    async load(em, job, env) {
      // The subject record is the reply (an entry of the enquiry's history), sent to the enquiry's sender.
      const [row] = await em.execute<{ name: string; email: string; subject: string; body: string; author: string }[]>(
        `select e.name, e.email, e.subject, x.body, x.author
         from contact_enquiry_entry x join contact_enquiry e on e.id = x.enquiry_id
         where x.id = ? and x.kind = 'reply'`,
        [job.subjectId],
      );
      if (!row) return { skip: 'reply not found' };
      const data: EnquiryReplyData = {
        name: row.name,
        subjectLabel: subjectLabel(row.subject),
        reply: row.body,
        author: row.author,
      };
      return { to: row.email, data, headers: { 'Reply-To': env.TEAM_INBOX } };
    },
  } satisfies MailSource<EnquiryReplyData> as MailSource,
];
