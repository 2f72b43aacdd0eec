import { NestFactory } from '@nestjs/core';
import type { DynamicModule, INestApplicationContext } from '@nestjs/common';
import { envOrExit } from '../bootstrap.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { Env } from '../config/env.js';

/** One command-line tool: how it reads its arguments, what it loads, and what it does. */
export interface CliCommand<Args> {
  /** Names the tool in its failure line (`<name> failed: …`). */
  name: string;
  usage: string;
  /** The arguments after the script name, or a message saying what is wrong with them. */
  parse(argv: readonly string[]): Args | string;
  module(env: Env): DynamicModule;
  run(app: INestApplicationContext, args: Args, env: Env): Promise<void>;
}

/**
 * Exit codes every tool shares: 0 done; 2 bad usage, or a refusal (a DomainError: its message, and that nothing
 * was changed); 78 a bad environment variable (one line naming it); 1 anything else (one line, no stack).
 */
export async function runCli<Args>(command: CliCommand<Args>, argv: readonly string[]): Promise<number> {
  const args = command.parse(argv);
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n\n${command.usage}\n`);
    return 2;
  }
  const env = envOrExit();
  const app = await NestFactory.createApplicationContext(command.module(env), { logger: ['error'] });
  try {
    await command.run(app, args, env);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      process.stderr.write(`${error.message}. Nothing was changed.\n`);
      return 2;
    }
    throw error;
  } finally {
    await app.close();
  }
}

/** Runs the command and exits when the calling module is the script node was started with (not under tests). */
export function runCliIfMain<Args>(moduleUrl: string, command: CliCommand<Args>): void {
  if (!process.argv[1] || moduleUrl !== new URL(`file://${process.argv[1]}`).href) return;
  runCli(command, process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${command.name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
