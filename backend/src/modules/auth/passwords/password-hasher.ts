import { Injectable, type OnModuleInit } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';
import { randomBytes } from 'node:crypto';

/** ASVS 5.0 appendix C / 11.4.2: argon2id with 19 MiB of memory, two passes, one lane. */
export const ARGON2_OPTIONS = { type: argon2id, timeCost: 2, memoryCost: 19456, parallelism: 1 } as const;

/**
 * Hashes and checks ops account passwords. A sign-in for an unknown username is checked against a dummy hash
 * made at start-up, so unknown users, wrong passwords and disabled accounts all cost the same argon2 work
 * and answer in the same time (no username enumeration by timing).
 */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummyHash?: Promise<string>;

  onModuleInit(): void {
    this.dummyHash = hash(randomBytes(32).toString('base64url'), ARGON2_OPTIONS);
  }

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** Checks a password against a stored hash, or against the dummy hash when there is no account. */
  async verify(storedHash: string | null | undefined, password: string): Promise<boolean> {
    if (!storedHash) {
      this.dummyHash ??= hash(randomBytes(32).toString('base64url'), ARGON2_OPTIONS);
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await verify(storedHash, password);
    } catch {
      return false; // a malformed stored hash never lets anyone in
    }
  }
}
