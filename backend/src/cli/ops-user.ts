import 'reflect-metadata';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import type { INestApplicationContext } from '@nestjs/common';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Env } from '../config/env.js';
import type { AccountChangeResult } from '../modules/auth/accounts/account-view.js';
import { CreateAccountCommand } from '../modules/auth/accounts/commands/create-account/create-account.command.js';
import { UpdateAccountCommand } from '../modules/auth/accounts/commands/update-account/update-account.command.js';
import { AuthErrors } from '../modules/auth/auth.errors.js';
import { OpsAccount } from '../modules/auth/ops-account.entity.js';
import { OpsUserCliModule } from '../modules/auth/ops-user-cli.module.js';
import { generatePassword } from '../modules/auth/passwords/generate-password.js';
import { PasswordHasher } from '../modules/auth/passwords/password-hasher.js';
import { totpUri } from '../modules/auth/totp/totp-code.js';
import { normaliseUsername } from '../modules/auth/username.js';
import { runCliIfMain, type CliCommand } from './cli-runner.js';
import { OPS_USER_USAGE, parseOpsUserArgs, type OpsUserArgs } from './ops-user-args.js';

const DEMO_USERNAME = 'demo.coordinator';

async function readPasswordFromStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function printCredentials(result: AccountChangeResult, password: string | undefined): void {
  const { account } = result;
  if (password) {
    process.stdout.write(`Password (shown once; hand it over by a safe channel): ${password}\n`);
  }
  if (result.totpSecret) {
    process.stdout.write(
      `TOTP secret (add it to an authenticator app): ${result.totpSecret}\n` +
        `otpauth URI (for a QR code): ${totpUri(account.username, result.totpSecret)}\n`,
    );
  }
  if (result.recoveryCodes) {
    process.stdout.write(
      'Recovery codes (shown once; each works once instead of a TOTP code; hand them over with the secret):\n' +
        result.recoveryCodes.map((code) => `  ${code}\n`).join(''),
    );
  }
}

async function accountId(app: INestApplicationContext, username: string): Promise<number> {
  const account = await app
    .get(EntityManager)
    .fork()
    .findOne(OpsAccount, { username: normaliseUsername(username) });
  if (!account) throw AuthErrors.noAccountCalled(normaliseUsername(username));
  return account.id;
}

async function run(app: INestApplicationContext, args: Exclude<OpsUserArgs, { action: 'demo' }>): Promise<void> {
  const bus = app.get(CommandBus);
  switch (args.action) {
    case 'add': {
      const given = args.passwordStdin ? await readPasswordFromStdin() : undefined;
      const password = given ?? generatePassword();
      const result = await bus.execute(
        new CreateAccountCommand(
          null,
          { username: args.username, display_name: args.name ?? args.username, role: args.role, password },
          args.totp,
        ),
      );
      process.stdout.write(
        `Created ${result.account.role} account ${result.account.username} (id ${result.account.id}).\n`,
      );
      if (result.enrolmentLink) {
        // Production: the person chooses their own password and sets up their app through the link; sign-in with the
        // generated password is refused until then, so it is not shown.
        process.stdout.write(
          `Enrolment link (shown once; hand it over by a safe channel; works once, until ${result.enrolmentLink.expiresAt.toISOString()}):\n` +
            `  ${result.enrolmentLink.url}\n`,
        );
        return;
      }
      printCredentials(result, given ? undefined : password);
      return;
    }
    case 'reset': {
      const id = await accountId(app, args.username);
      const given = args.passwordStdin ? await readPasswordFromStdin() : undefined;
      const password = given ?? generatePassword();
      const result = await bus.execute(new UpdateAccountCommand(null, id, { password }, args.totp));
      process.stdout.write(`Reset the password of ${result.account.username}; its sessions have ended.\n`);
      printCredentials(result, given ? undefined : password);
      return;
    }
    case 'disable':
    case 'enable': {
      const id = await accountId(app, args.username);
      const result = await bus.execute(new UpdateAccountCommand(null, id, { active: args.action === 'enable' }));
      process.stdout.write(
        args.action === 'disable'
          ? `Disabled ${result.account.username}; its sessions have ended.\n`
          : `Enabled ${result.account.username}.\n`,
      );
      return;
    }
  }
}

interface DemoFile {
  database: string;
  username: string;
  password: string;
}

/**
 * For `npm start`: one local demo coordinator on a fresh database, its generated password kept in a git-ignored
 * file so that every later start can print it again. Never in production.
 */
async function demo(app: INestApplicationContext, env: Env, passwordFile: string): Promise<void> {
  if (env.NODE_ENV === 'production') throw AuthErrors.noDemoAccountInProduction();
  const database = new URL(env.DATABASE_URL).pathname.slice(1);
  const em = app.get(EntityManager).fork();
  const existing = await em.findOne(OpsAccount, { username: DEMO_USERNAME });
  const saved = existsSync(passwordFile) ? (JSON.parse(readFileSync(passwordFile, 'utf8')) as DemoFile) : undefined;
  let password = saved?.database === database ? saved.password : undefined;
  if (existing) {
    if (!password || !(await app.get(PasswordHasher).verify(existing.passwordHash, password))) {
      process.stdout.write(
        `${DEMO_USERNAME} exists, but not with the password this machine saved (npm run ops:user -- reset ${DEMO_USERNAME} sets a new one)\n`,
      );
      return;
    }
  } else {
    if ((await em.count(OpsAccount, {})) > 0) return; // not a fresh database: its accounts are someone's own
    password = generatePassword();
    await app.get(CommandBus).execute(
      new CreateAccountCommand(
        null,
        {
          username: DEMO_USERNAME,
          display_name: 'Demo Coordinator',
          role: 'coordinator',
          password,
        },
        false,
        false,
      ),
    );
    mkdirSync(dirname(passwordFile), { recursive: true });
    writeFileSync(passwordFile, `${JSON.stringify({ database, username: DEMO_USERNAME, password })}\n`, {
      mode: 0o600,
    });
  }
  process.stdout.write(`sign in as ${DEMO_USERNAME}, password ${password} (a local demo coordinator)\n`);
}

runCliIfMain(import.meta.url, {
  name: 'ops:user',
  usage: OPS_USER_USAGE,
  parse: parseOpsUserArgs,
  module: (env) => OpsUserCliModule.register(env),
  run: (app, args, env) => (args.action === 'demo' ? demo(app, env, args.passwordFile) : run(app, args)),
} satisfies CliCommand<OpsUserArgs>);
