import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpsQueueHealth } from '@physio/api-contract';
import { rememberSession } from '../session';
import { aSession, fakeApi, on } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import QueueHealthPage from './QueueHealthPage';

const counts = (queue: string, failed = 0) => ({ queue, waiting: 0, active: 0, delayed: 0, failed, completed: 4 });

const health = (overrides: Partial<OpsQueueHealth> = {}): OpsQueueHealth => ({
  redis: 'up',
  checked_at: '2026-11-26T10:00:00.000Z',
  queues: [counts('matching'), counts('mail', 1), counts('demand'), counts('waitlist'), counts('retention')],
  outbox: { rows: 3, oldest_created_at: '2026-11-26T09:57:00.000Z', oldest_age_seconds: 180, max_age_seconds: 60 },
  failed_jobs: [
    {
      queue: 'mail',
      job_id: 'mail-contact-acknowledgement_sender_e1',
      name: 'send-email',
      template: 'contact-acknowledgement',
      record_ids: ['e1'],
      error: "Can't send mail - all recipients were rejected: 550 5.1.1 <[email]>: Recipient address rejected",
      attempts_made: 1,
      created_at: '2026-11-26T09:59:00.000Z',
      failed_at: '2026-11-26T09:59:01.000Z',
    },
  ],
  incidents: [{ id: '4', kind: 'failed-jobs', opened_at: '2026-11-26T09:59:10.000Z', alert_queued: true }],
  ...overrides,
});

describe('Background work page', () => {
  it('shows each queue, the outbox and a failed job with its error, and retries it with the CSRF token', async () => {
    rememberSession(aSession({ role: 'coordinator' }, 'csrf-7'));
    const api = fakeApi(
      on('GET', '/api/ops/queue-health', { body: health() }),
      on('POST', '/api/ops/queue-health/mail/jobs/mail-contact-acknowledgement_sender_e1/retry', {
        body: { queue: 'mail', job_id: 'mail-contact-acknowledgement_sender_e1', action: 'retried' },
      }),
    );
    renderInAdmin(<QueueHealthPage />, { path: '/background-work' });

    const table = await screen.findByRole('table');
    const mailRow = within(table).getByRole('row', { name: /^mail/ });
    expect(
      within(mailRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '0', '1', '4']);
    expect(screen.getByText('3 minutes (too long)')).toBeInTheDocument();
    expect(screen.getByText(/Background jobs have failed since/)).toHaveTextContent(/coordinators have been emailed/);
    const job = screen.getByRole('article', { name: 'send-email: contact-acknowledgement' });
    expect(within(job).getByText(/550 5\.1\.1 <\[email\]>/)).toBeInTheDocument();

    const retry = within(job).getByRole('button', { name: /^Retry job/ });
    await waitFor(() => expect(retry).toBeEnabled());
    const gets = () => api.requests.filter((r) => r.method === 'GET' && r.url.includes('queue-health')).length;
    const getsBefore = gets();
    await userEvent.setup().click(retry);
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post?.headers.get('x-csrf-token')).toBe('csrf-7');
    // The page looks again at once, not at the next refresh.
    await waitFor(() => expect(gets()).toBeGreaterThan(getsBefore));
  });

  it('asks before removing a job, and removes it only when confirmed', async () => {
    rememberSession(aSession({ role: 'admin' }));
    const api = fakeApi(
      on('GET', '/api/ops/queue-health', { body: health() }),
      on('DELETE', '/api/ops/queue-health/mail/jobs/mail-contact-acknowledgement_sender_e1', {
        body: { queue: 'mail', job_id: 'mail-contact-acknowledgement_sender_e1', action: 'removed' },
      }),
    );
    renderInAdmin(<QueueHealthPage />, { path: '/background-work' });
    const user = userEvent.setup();

    const remove = await screen.findByRole('button', { name: /^Remove job/ });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove this failed job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /^Remove job/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove job' }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
  });

  it('says so when Redis does not answer, and still shows the outbox', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    fakeApi(on('GET', '/api/ops/queue-health', { body: health({ redis: 'down', queues: [], failed_jobs: [] }) }));
    renderInAdmin(<QueueHealthPage />, { path: '/background-work' });

    expect(await screen.findByText(/Redis does not answer/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('3 minutes (too long)')).toBeInTheDocument();
  });

  it('is not open to analysts', async () => {
    rememberSession(aSession({ role: 'analyst' }));
    const api = fakeApi();
    renderInAdmin(<QueueHealthPage />, { path: '/background-work' });
    expect(await screen.findByText(/your role does not work with/i)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.includes('queue-health'))).toHaveLength(0);
  });
});
