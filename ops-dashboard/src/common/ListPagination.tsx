import { Pagination, useListContext } from 'react-admin';

/**
 * react-admin's pager, except when the list failed to load: then react-admin counts a page of rows it does not have
 * ("1-25 of 25" under "No Requests found"). The notification says what went wrong; no pager is shown.
 */
export function ListPagination() {
  const { error } = useListContext();
  if (error) return null;
  return <Pagination />;
}
