import { Injectable } from '@nestjs/common';
import type { DataRightsCounts } from '@physio/api-contract';
import { DerivedKeys } from '../../config/derived-keys.js';
import { identifierHash, type PersonalIdentifier } from './personal-identifier.js';

/**
 * The `details` of a data-rights audit entry: whether an email or a phone number was searched, its keyed hash (never
 * the value), and the counts found. Enough to answer "who looked this person up, and when" for someone who is given
 * the address again; nothing that names them.
 */
@Injectable()
export class DataRightsAudit {
  private readonly key: Buffer;

  constructor(keys: DerivedKeys) {
    this.key = keys.get('data-rights-audit');
  }

  of(identifier: PersonalIdentifier, counts: DataRightsCounts, extra: Record<string, unknown> = {}) {
    return {
      identifier_type: identifier.type,
      identifier_hash: identifierHash(this.key, identifier),
      counts,
      ...extra,
    };
  }
}
