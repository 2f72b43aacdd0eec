import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AuthErrors } from '../../../auth.errors.js';
import { OpsAccount } from '../../../ops-account.entity.js';
import { accountView, type OpsAccountView } from '../../account-view.js';
import { GetAccountQuery } from './get-account.query.js';

@QueryHandler(GetAccountQuery)
export class GetAccountHandler implements IQueryHandler<GetAccountQuery, OpsAccountView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountId }: GetAccountQuery): Promise<OpsAccountView> {
    const account = await this.em.fork().findOne(OpsAccount, { id: accountId });
    if (!account) throw AuthErrors.accountNotFound();
    return accountView(account);
  }
}
