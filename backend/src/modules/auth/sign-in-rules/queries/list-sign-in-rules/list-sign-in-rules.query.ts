import { Query } from '@nestjs/cqrs';
import type { OpsSignInRule } from '@physio/api-contract';

/** Every role's sign-in rule (three rows). */
export class ListSignInRulesQuery extends Query<OpsSignInRule[]> {}
