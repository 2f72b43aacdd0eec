import { NotFoundError } from '../../common/errors/domain-error.js';

/** The errors of the audit log's pages. */
export const AuditErrors = {
  entryNotFound: () => new NotFoundError('Audit entry'),
};
