export * from './conditions.js';
export * from './urgency.js';
export * from './contact.js';
export * from './finder.js';
export * from './errors.js';
export * from './waitlist.js';
export * from './ops/index.js';
