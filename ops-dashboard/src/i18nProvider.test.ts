import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';

describe('i18nProvider', () => {
  it('names sort buttons in lower case, but keeps a leading acronym', () => {
    const sortBy = (field: string) =>
      i18nProvider.translate('ra.sort.sort_by', {
        field,
        field_lower_first: field.charAt(0).toLowerCase() + field.slice(1),
        order: 'ascending',
      });
    expect(sortBy('Name')).toBe('Sort by name ascending');
    expect(sortBy('HCPC checked')).toBe('Sort by HCPC checked ascending');
    expect(sortBy('DBS checked')).toBe('Sort by DBS checked ascending');
  });

  it('says Request and Requests for finder requests', () => {
    expect(i18nProvider.translate('resources.finder-requests.name', { smart_count: 1 })).toBe('Request');
    expect(i18nProvider.translate('resources.finder-requests.name', { smart_count: 2 })).toBe('Requests');
  });
});
