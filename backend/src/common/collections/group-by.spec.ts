import { groupBy } from './group-by.js';

describe('groupBy', () => {
  it('groups by key in order of first appearance, keeping each group in input order', () => {
    const groups = groupBy(['soon-1', 'urgent-1', 'soon-2', 'urgent-2', 'flexible-1'], (id) => id.split('-')[0]);
    expect([...groups]).toEqual([
      ['soon', ['soon-1', 'soon-2']],
      ['urgent', ['urgent-1', 'urgent-2']],
      ['flexible', ['flexible-1']],
    ]);
  });

  it('gives an empty map for no items', () => {
    expect(groupBy([], () => 'any').size).toBe(0);
  });
});
