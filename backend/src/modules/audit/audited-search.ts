import type { OpsPrincipal } from '../auth/current-account.decorator.js';
import { parsePersonSearch, searchedAs } from '../../common/search/person-search.js';
import type { ListPage } from '../../common/simple-rest/index.js';
import type { AuditEntryInput } from './audit-log.js';

/**
 * The audit entry of a list searched with its search box (react-admin's `q`): finding a family by name, email or
 * phone is a view of their details, recorded as a list's rows are (physiotherapists): who, which list, how the text
 * was read (name, email, phone, postcode, reference) and the ids shown. Never the text: it is the person's details.
 */
export function searchAuditEntry(
  actor: OpsPrincipal,
  resource: string,
  text: string,
  page: ListPage<{ id: string | number }>,
): AuditEntryInput {
  return {
    actor,
    action: 'search',
    resource,
    details: { searched_as: searchedAs(parsePersonSearch(text)), total: page.total, ids: page.rows.map((r) => r.id) },
  };
}
