import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpsCandidate, OpsFinderRequestDetail } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import { CandidatesSection } from './CandidatesSection';
import { whyNoMatch } from './why-no-match';

const aCandidate = (overrides: Partial<OpsCandidate>): OpsCandidate => ({
  physiotherapist_id: 1,
  name: 'Claire Pemberton',
  eligible: false,
  score: null,
  distance_miles: 3,
  travel_radius_miles: 8,
  within_radius: true,
  has_specialty: true,
  main_specialty: true,
  matched_this_week: 1,
  weekly_capacity: 4,
  has_capacity: true,
  accepts_urgent: true,
  reasons: [],
  ...overrides,
});

const candidates = [
  aCandidate({ physiotherapist_id: 1, name: 'Claire Pemberton', within_radius: false, distance_miles: 12 }),
  aCandidate({ physiotherapist_id: 2, name: 'Ricardo Fernandes', has_capacity: false, matched_this_week: 4 }),
  aCandidate({ physiotherapist_id: 3, name: 'Aisha Rahman', accepts_urgent: false, within_radius: false }),
];

const unmatched = {
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  status: 'unmatched',
  urgency: 'urgent',
  awaits_call: false,
  matched_physiotherapist_id: null,
  candidates,
} as unknown as OpsFinderRequestDetail;

const realMatchMedia = window.matchMedia;
const atPhoneWidth = () => {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: /max-width/.test(query),
  })) as typeof window.matchMedia;
};
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

const renderSection = (record: OpsFinderRequestDetail) => {
  rememberSession(aSession({ role: 'coordinator' }));
  fakeApi();
  return renderInAdmin(
    <RecordContextProvider value={record}>
      <CandidatesSection />
    </RecordContextProvider>,
    { resource: 'finder-requests' },
  );
};

describe('why no match', () => {
  it('counts what ruled the candidates out, each rule once, a candidate under every rule it fails', () => {
    expect(whyNoMatch(candidates, 'urgent')).toBe(
      '3 physiotherapists considered, none eligible: 2 too far away, 1 full this week, 1 does not take urgent referrals.',
    );
    // Urgency counts only for urgent requests.
    expect(whyNoMatch(candidates, 'soon')).toBe(
      '3 physiotherapists considered, none eligible: 2 too far away, 1 full this week.',
    );
    expect(whyNoMatch([], 'soon')).toBe('No physiotherapist lists this condition near this district.');
    expect(whyNoMatch([aCandidate({ eligible: true })], 'soon')).toBe(
      '1 physiotherapist considered, 1 eligible: the offers below say what came of them.',
    );
  });

  it('says it in one line above the candidate table', async () => {
    renderSection(unmatched);
    const line = await screen.findByTestId('why-no-match');
    expect(line).toHaveTextContent('Why no match: 3 physiotherapists considered, none eligible: 2 too far away');
    const table = screen.getByRole('table', { name: 'Candidates' });
    expect(line.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('says nothing of the kind once a physiotherapist is matched', async () => {
    renderSection({ ...unmatched, status: 'matched', matched_physiotherapist_id: 2 } as OpsFinderRequestDetail);
    await screen.findByRole('table', { name: 'Candidates' });
    expect(screen.queryByTestId('why-no-match')).toBeNull();
  });

  it('at phone width, starts with the candidates folded under the line, and opens them on request', async () => {
    atPhoneWidth();
    const user = userEvent.setup();
    renderSection(unmatched);
    expect(await screen.findByTestId('why-no-match')).toBeVisible();
    const fold = screen.getByText('Show the 3 candidates');
    expect(fold.closest('details')).not.toHaveAttribute('open');
    await user.click(fold);
    expect(fold.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Ricardo Fernandes' })).toBeVisible();
  });
});
