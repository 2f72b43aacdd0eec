// Test-only, preloaded into an API or worker process (NODE_OPTIONS=--require): appends the text of every statement
// the process sends to PostgreSQL (not its bound values) to RECORD_SQL_FILE, one JSON string a line. The text is
// what PostgreSQL writes to its server log with the statement, so a value found in it would reach that log.
const { appendFileSync } = require('node:fs');
const { join } = require('node:path');

const file = process.env.RECORD_SQL_FILE;
// The pg the service loads (from backend/dist), whatever this file's place.
const pg = require(require.resolve('pg', { paths: [join(__dirname, '..', '..', 'dist')] }));
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function recordedQuery(config, ...rest) {
  const text = typeof config === 'string' ? config : config && typeof config.text === 'string' ? config.text : null;
  if (file && text !== null) appendFileSync(file, `${JSON.stringify(text)}\n`);
  return query.call(this, config, ...rest);
};
