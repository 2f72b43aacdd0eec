import { argon2id, hash } from 'argon2';
import { randomBytes } from 'node:crypto';
import { generateSecret } from 'otplib';
import type { OpsRole } from '@physio/api-contract';
import type { TestDatabase } from '../support/database.js';

export interface TestOpsAccount {
  id: number;
  username: string;
  password: string;
  role: OpsRole;
  totpSecret: string | null;
}

export interface OpsAccountOverrides {
  username?: string;
  password?: string;
  role?: OpsRole;
  displayName?: string;
  active?: boolean;
  /** true: enrol a fresh TOTP secret. */
  totp?: boolean;
}

/** An ops account written straight to the test database, with an argon2id hash as the app makes them. */
export async function createOpsAccount(db: TestDatabase, overrides: OpsAccountOverrides = {}): Promise<TestOpsAccount> {
  const username = overrides.username ?? `user.${randomBytes(4).toString('hex')}`;
  const password = overrides.password ?? `pass ${randomBytes(9).toString('base64url')}`;
  const role = overrides.role ?? 'coordinator';
  const totpSecret = overrides.totp ? generateSecret() : null;
  const passwordHash = await hash(password, { type: argon2id, timeCost: 2, memoryCost: 19456, parallelism: 1 });
  const [row] = await db.query<{ id: number }>(
    `insert into ops_account (username, display_name, role, password_hash, totp_secret, totp_enabled, active, password_changed_at)
     values ($1, $2, $3, $4, $5, $6, $7, now()) returning id`,
    [
      username,
      overrides.displayName ?? 'Test Person',
      role,
      passwordHash,
      totpSecret,
      totpSecret !== null,
      overrides.active ?? true,
    ],
  );
  return { id: row.id, username, password, role, totpSecret };
}
