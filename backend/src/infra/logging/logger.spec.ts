import { logPath } from './logger.js';

describe('logPath', () => {
  it('drops the query string, which can carry a postcode or a token', () => {
    expect(logPath('/api/coverage/check?postcode=SS9%201AA')).toBe('/api/coverage/check');
    expect(logPath('/api/waitlist/unsubscribe?token=abc.def')).toBe('/api/waitlist/unsubscribe');
  });

  it('replaces ids with :id, so a log never holds the key to a family’s result page', () => {
    expect(logPath('/api/finder-requests/88c8fd2b-c384-43aa-afcc-694a1e8960ab')).toBe('/api/finder-requests/:id');
    expect(logPath('/results/88C8FD2B-C384-43AA-AFCC-694A1E8960AB/')).toBe('/results/:id/');
  });

  it('leaves other paths as they are', () => {
    expect(logPath('/api/finder-requests')).toBe('/api/finder-requests');
    expect(logPath('/blog/falls-prevention')).toBe('/blog/falls-prevention');
  });
});
