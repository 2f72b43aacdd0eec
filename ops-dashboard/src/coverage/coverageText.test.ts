import { describe, expect, it } from 'vitest';
import type { OpsCoverageChange } from '@physio/api-contract';
import { activatable, districtList, progressText } from './coverageText';

const change = (over: Partial<OpsCoverageChange>): OpsCoverageChange => ({
  id: '1',
  action: 'activated',
  districts: ['CB1'],
  created_at: '2026-11-25T10:00:00Z',
  waitlist_total: 3,
  waitlist_emailed: 1,
  waitlist_not_sent: 0,
  done: false,
  ...over,
});

describe('coverage wording', () => {
  it('shortens long district lists', () => {
    expect(districtList(['CB1', 'CB2'])).toBe('CB1, CB2');
    expect(districtList(['A1', 'A2', 'A3', 'A4'], 2)).toBe('A1, A2 and 2 more');
  });

  it('activates only the districts a physiotherapist reaches', () => {
    expect(
      activatable({
        action: 'activate',
        districts: ['CB1', 'CB2', 'CB3'],
        changing: ['CB1', 'CB3'],
        unchanged: ['CB2'],
        unreachable: ['CB3'],
        waitlist_to_email: 1,
      }),
    ).toEqual(['CB1']);
  });

  it("says how far an activation's emails have got", () => {
    expect(progressText(change({}))).toBe('Emailing: 1 of 3 sent');
    expect(progressText(change({ waitlist_emailed: 3, done: true }))).toBe('Done: emailed 3 of 3 waiting people');
    expect(progressText(change({ waitlist_emailed: 2, waitlist_not_sent: 1, done: true }))).toBe(
      'Done: emailed 2 of 3 waiting people (1 could not be sent)',
    );
    expect(progressText(change({ waitlist_total: 0, waitlist_emailed: 0, done: true }))).toBe('Nobody was waiting there');
    expect(progressText(change({ action: 'deactivated' }))).toBe('Nobody is emailed when coverage is withdrawn');
  });
});
