import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { ActivateCoverageCommand } from '../modules/coverage/commands/activate-coverage/activate-coverage.command.js';
import type { CoverageChangeResult } from '../modules/coverage/commands/coverage-change.result.js';
import { CoverageCliModule } from '../modules/coverage/commands/coverage-cli.module.js';
import { runCliIfMain, type CliCommand } from './cli-runner.js';
import { DeactivateCoverageCommand } from '../modules/coverage/commands/deactivate-coverage/deactivate-coverage.command.js';

const USAGE = `Usage:
  node dist/cli/coverage.js activate <district|area>...
  node dist/cli/coverage.js deactivate <district|area>...
Examples: activate CB1 NR   |   deactivate CB1
Codes are postcode districts (CB1) or whole postcode areas (NR). Activating emails the waitlist in the
newly covered districts (the worker sends the emails); deactivating emails nobody. A district that no active
physiotherapist's travel radius reaches is refused (nothing is changed). Both are recorded in the audit log.
Each district's county comes from the reference data (its local authority), never from this command.`;

export interface CoverageCliArgs {
  action: 'activate' | 'deactivate';
  codes: string[];
}

/** Parses argv after the script name; returns an error message for bad usage. */
export function parseCoverageArgs(argv: readonly string[]): CoverageCliArgs | string {
  const [action, ...rest] = argv;
  if (action !== 'activate' && action !== 'deactivate') return `Unknown action "${action ?? ''}".`;
  const codes: string[] = [];
  for (const arg of rest) {
    if (arg.startsWith('--county'))
      return "--county is no longer taken: a district's county comes from the reference data.";
    if (arg.startsWith('--')) return `Unknown option ${arg}.`;
    codes.push(arg);
  }
  if (codes.length === 0) return 'Name at least one postcode district or area.';
  return { action, codes };
}

function describe(action: CoverageCliArgs['action'], result: CoverageChangeResult): string {
  const verb = action === 'activate' ? 'Now covered' : 'No longer covered';
  const already = action === 'activate' ? 'Already covered' : 'Already not covered';
  const lines = [
    `${verb} (${result.changed.length}): ${result.changed.join(' ') || '-'}`,
    `${already} (${result.unchanged.length}): ${result.unchanged.join(' ') || '-'}`,
  ];
  if (action === 'activate' && result.coverageChangeId) {
    lines.push(
      `Coverage change ${result.coverageChangeId}: the worker will email the waitlist in the newly covered districts.`,
    );
  }
  return lines.join('\n');
}

runCliIfMain(import.meta.url, {
  name: 'Coverage change',
  usage: USAGE,
  parse: parseCoverageArgs,
  module: (env) => CoverageCliModule.register(env),
  async run(app, args) {
    const bus = app.get(CommandBus);
    const result: CoverageChangeResult =
      args.action === 'activate'
        ? await bus.execute(new ActivateCoverageCommand(args.codes))
        : await bus.execute(new DeactivateCoverageCommand(args.codes));
    process.stdout.write(`${describe(args.action, result)}\n`);
  },
} satisfies CliCommand<CoverageCliArgs>);
