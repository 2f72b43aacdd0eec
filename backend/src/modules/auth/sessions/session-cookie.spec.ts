import { sessionCookie } from './session-cookie.js';

describe('the ops session cookie', () => {
  it('is __Host-ops_session, Secure, HttpOnly, SameSite=Strict and Path=/ in production', () => {
    expect(sessionCookie('production')).toEqual({
      name: '__Host-ops_session',
      options: { httpOnly: true, secure: true, sameSite: 'strict', path: '/' },
    });
  });

  it.each(['development', 'test'] as const)(
    'is ops_session, HttpOnly and SameSite=Strict without Secure in %s',
    (env) => {
      expect(sessionCookie(env)).toEqual({
        name: 'ops_session',
        options: { httpOnly: true, secure: false, sameSite: 'strict', path: '/' },
      });
    },
  );
});
