/**
 * The contract's JSON schemas (`@physio/api-contract/schemas`): the backend puts them in the OpenAPI document. The
 * types of the main entry are derived from them (`Static<typeof …Schema>`), so the frontends use the same
 * declarations without loading a schema library.
 */
export * from './builders.js';
export * from './errors.js';
export * from './public.js';
export * from './ops.js';
export * from './referrals.js';
