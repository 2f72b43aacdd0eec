import { runDrill, type DrillRun } from '../support/drill-run.js';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Built by `npm run build:bench -w backend` (npm test's build step does it), apart from the service's dist/.
const DRILL = join(__dirname, '..', '..', 'dist-bench', 'bench', 'restore-bench.js');

interface RestoreReport {
  passed: boolean;
  checks: Record<string, boolean>;
  answered_201_before_the_point: number;
  data_lost_seconds: number;
  emails_sent_before_the_point: number;
}

/**
 * The restore drill (`npm run bench -- restore`), smaller: a cluster of its own backed up with `npm run backup`
 * (streamed WAL, a base backup under load), Redis emptied part-way, the cluster lost, a new one restored to a point
 * in time, and the service run on it with an empty Redis. Needs PostgreSQL's server programs and redis-server.
 */
describe('restore drill', () => {
  const dir = mkdtempSync(join(tmpdir(), 'restore-drill-'));
  let drill: DrillRun | undefined;
  afterAll(() => {
    drill?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores every request answered before the point, with its events and emails, and the service carries on', async () => {
    if (!existsSync(DRILL)) throw new Error(`${DRILL} is missing: run npm run build:bench -w backend first`);
    const reportFile = join(dir, 'restore.json');
    drill = runDrill(DRILL, {
      RESTORE_REQUESTS: '2000',
      RESTORE_RATE: '20',
      RESTORE_TIMEOUT_S: '400',
      RESTORE_REPORT: reportFile,
    });
    const { exitCode, output } = await drill.done;
    if (!existsSync(reportFile)) throw new Error(`The drill exited with ${exitCode} and no report:\n${output}`);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as RestoreReport;
    expect(report.checks).toEqual({
      'every 201 before the restore point is there': true,
      'nothing written after the restore point is there': true,
      'every undecided request still has its outbox rows': true,
      'every email sent before the point is recorded as sent': true,
      'after the restore, every request reached a final status': true,
      'after the restore, every confirmed request was matched or unmatched': true,
      'every email recorded as sent reached the SMTP server': true,
      'no email recorded as sent went again': true,
      'at most 60 s of data lost': true,
    });
    expect(exitCode).toBe(0);
    // It did something: families answered before the point, and emails sent.
    expect(report.answered_201_before_the_point).toBeGreaterThan(50);
    expect(report.emails_sent_before_the_point).toBeGreaterThan(0);
  });
});
