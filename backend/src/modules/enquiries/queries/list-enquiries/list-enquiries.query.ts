import { Query } from '@nestjs/cqrs';
import { ENQUIRY_STATUSES, type EnquiryStatus, type OpsEnquiryRow } from '@physio/api-contract';
import { filters, type ListPage, type ListQuery, type ListSpec } from '../../../../common/simple-rest/index.js';
import {
  ENQUIRY_SUBJECTS,
  type EnquirySubject,
} from '../../commands/submit-contact-enquiry/submit-contact-enquiry.dto.js';

export interface EnquiryListFilter {
  status?: EnquiryStatus[];
  subject?: EnquirySubject;
  is_consultation?: boolean;
  /** The search box: name (words, each a prefix), email or phone (whole), or a quoted request's reference. */
  q?: string;
  id?: string[];
}

/** The enquiries inbox as react-admin asks for it: newest first unless told otherwise. */
export const ENQUIRY_LIST: ListSpec<EnquiryListFilter> = {
  resource: 'enquiries',
  sortable: ['created_at', 'status', 'subject'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  filters: {
    status: filters.anyOf(ENQUIRY_STATUSES),
    subject: filters.oneOf(ENQUIRY_SUBJECTS),
    is_consultation: filters.boolean(),
    q: filters.search(),
    id: filters.uuidIds(),
  },
};

export class ListEnquiriesQuery extends Query<ListPage<OpsEnquiryRow>> {
  constructor(readonly list: ListQuery<EnquiryListFilter>) {
    super();
  }
}
