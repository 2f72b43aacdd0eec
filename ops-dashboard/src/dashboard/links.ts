/** A list page opened with filters set, as react-admin reads them from the address (and shows their inputs). */
export function filteredListPath(resource: string, filter: Record<string, unknown>): string {
  const displayed = Object.fromEntries(Object.keys(filter).map((key) => [key, true]));
  const query = new URLSearchParams({ filter: JSON.stringify(filter), displayedFilters: JSON.stringify(displayed) });
  return `/${resource}?${query.toString()}`;
}
