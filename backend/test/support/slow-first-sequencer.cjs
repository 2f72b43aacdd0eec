// Integration test files run on two Jest workers: the longest ones start first, so that the workers end together
// instead of one running a drill alone at the end (the restore drill, about 150 s, started last in a run of
// 449 s and ended it). Jest orders by the durations it cached on an earlier run;
// a fresh clone (CI) has none, so these few are named here. ops-auth comes after the others: its throttling and
// session timers count whole seconds, and the drill (the heaviest load) should be over when it starts.
const { basename } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST = [
  'restore-drill',
  'drill',
  'waitlist',
  'redis-outage-logs',
  'finder-resilience',
  'queue-health',
  'ops-auth',
].map((name) => `${name}.int-spec.ts`);

class SlowFirstSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const rank = (test) => {
      const index = LONGEST.indexOf(basename(test.path));
      return index === -1 ? LONGEST.length : index;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
