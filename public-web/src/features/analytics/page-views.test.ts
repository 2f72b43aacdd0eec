import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { setOptedOut } from './analytics-preferences';
import { sendPageView } from './page-views';

const PAGE_VIEW = '/api/analytics/page-view';

// jsdom has no requestIdleCallback, so whenIdle falls back to a 100 ms timer per step: 250 ms covers both steps.
const AFTER_BOTH_IDLE_STEPS = 250;

function leaveThePage() {
  window.dispatchEvent(new Event('pagehide'));
}

describe('sendPageView', () => {
  let network: ReturnType<typeof mockFetch>;

  beforeEach(() => {
    vi.useFakeTimers();
    network = mockFetch({ [`POST ${PAGE_VIEW}`]: () => new Response(null, { status: 204 }) });
  });

  afterEach(() => {
    leaveThePage(); // settles anything a test left pending, so no listener carries over
  });

  it('reports the path and referring host once the browser is idle, and not again when the visitor leaves', async () => {
    sendPageView('/faq/', 'www.search.example');
    expect(network.callsTo('POST', PAGE_VIEW)).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(AFTER_BOTH_IDLE_STEPS);
    leaveThePage();

    const reports = network.callsTo('POST', PAGE_VIEW);
    expect(reports).toHaveLength(1);
    expect(reports[0].body).toEqual({ path: '/faq', referrer_host: 'www.search.example' });
  });

  it('counts a visitor who leaves before the browser is idle, with a request that outlives the page, once', async () => {
    sendPageView('/results/4f7c1d2e-0000-4000-8000-000000000000', null);
    leaveThePage();

    let reports = network.callsTo('POST', PAGE_VIEW);
    expect(reports).toHaveLength(1);
    expect(reports[0].body).toEqual({ path: '/results/:id', referrer_host: null });
    expect(reports[0].init?.keepalive).toBe(true);

    await vi.advanceTimersByTimeAsync(AFTER_BOTH_IDLE_STEPS);
    reports = network.callsTo('POST', PAGE_VIEW);
    expect(reports).toHaveLength(1);
  });

  it('reports nothing for a visitor who opted out, whether they stay or leave early', async () => {
    setOptedOut(true);
    sendPageView('/faq', null);
    await vi.advanceTimersByTimeAsync(AFTER_BOTH_IDLE_STEPS);
    sendPageView('/contact', null);
    leaveThePage();
    await vi.advanceTimersByTimeAsync(AFTER_BOTH_IDLE_STEPS);

    expect(network.callsTo('POST', PAGE_VIEW)).toHaveLength(0);
  });
});
