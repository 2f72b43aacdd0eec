import type { CookieSerializeOptions } from '@fastify/cookie';
import { OPS_SESSION_COOKIE, OPS_SESSION_COOKIE_PRODUCTION } from '@physio/api-contract';
import type { Env } from '../../../config/env.js';

export interface SessionCookie {
  name: string;
  options: CookieSerializeOptions;
}

/**
 * The session cookie (ASVS 3.3): HttpOnly, so page scripts never read the id; SameSite=Strict, because the
 * dashboard is only ever opened from its own origin and no other site should make a signed-in request; Path=/;
 * no Max-Age, so it ends with the browser (the server ends it sooner). In production it is Secure with the
 * `__Host-` prefix, which the browser only accepts from HTTPS, host-only and for Path=/; plain local http
 * cannot carry a Secure cookie reliably, so there it is `ops_session` without Secure.
 */
export function sessionCookie(nodeEnv: Env['NODE_ENV']): SessionCookie {
  const production = nodeEnv === 'production';
  return {
    name: production ? OPS_SESSION_COOKIE_PRODUCTION : OPS_SESSION_COOKIE,
    options: { httpOnly: true, sameSite: 'strict', path: '/', secure: production },
  };
}

/**
 * The trusted-device cookie (throttle/trusted-devices.ts): HttpOnly, SameSite=Strict, sent only to the sign-in
 * routes, kept TRUSTED_DEVICE_SECONDS; Secure with the `__Secure-` prefix in production. It holds a random token
 * whose digest Redis keeps: it lets the browser past others' failed attempts, never past the password.
 */
export function deviceCookie(nodeEnv: Env['NODE_ENV'], maxAgeSeconds: number): SessionCookie {
  const production = nodeEnv === 'production';
  return {
    name: production ? '__Secure-ops_device' : 'ops_device',
    options: { httpOnly: true, sameSite: 'strict', path: '/api/ops/auth', secure: production, maxAge: maxAgeSeconds },
  };
}
