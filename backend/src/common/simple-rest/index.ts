export * from './list-query.js';
export * from './filters.js';
export * from './list-response.js';
export * from './sql-order.js';
export * from './list-endpoint.js';
