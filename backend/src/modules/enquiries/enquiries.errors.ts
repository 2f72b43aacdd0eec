import { NotFoundError } from '../../common/errors/domain-error.js';

/** The errors of the enquiries families send and the coordinators handle. */
export const EnquiryErrors = {
  notFound: () => new NotFoundError('Enquiry'),
};
