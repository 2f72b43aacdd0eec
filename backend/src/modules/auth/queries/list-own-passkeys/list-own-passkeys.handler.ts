import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsPasskey as OpsPasskeyRow } from '@physio/api-contract';
import { OpsPasskey } from '../../passkeys/ops-passkey.entity.js';
import { passkeyRow } from '../../passkeys/passkey-view.js';
import { ListOwnPasskeysQuery } from './list-own-passkeys.query.js';

@QueryHandler(ListOwnPasskeysQuery)
export class ListOwnPasskeysHandler implements IQueryHandler<ListOwnPasskeysQuery, OpsPasskeyRow[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ auth }: ListOwnPasskeysQuery): Promise<OpsPasskeyRow[]> {
    const rows = await this.em
      .fork()
      .find(OpsPasskey, { accountId: auth.principal.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return rows.map(passkeyRow);
  }
}
