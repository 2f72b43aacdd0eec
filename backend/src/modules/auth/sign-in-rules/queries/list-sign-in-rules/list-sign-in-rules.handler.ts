import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsSignInRule } from '@physio/api-contract';
import { listSignInRules } from '../../ops-sign-in-rule.repository.js';
import { ListSignInRulesQuery } from './list-sign-in-rules.query.js';

@QueryHandler(ListSignInRulesQuery)
export class ListSignInRulesHandler implements IQueryHandler<ListSignInRulesQuery, OpsSignInRule[]> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<OpsSignInRule[]> {
    return listSignInRules(this.em.fork());
  }
}
