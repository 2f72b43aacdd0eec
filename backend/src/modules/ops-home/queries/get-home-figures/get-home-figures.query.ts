import { Query } from '@nestjs/cqrs';
import type { OpsHomeFigures } from '@physio/api-contract';

/** Today's work at a glance, for the dashboard's home page. */
export class GetHomeFiguresQuery extends Query<OpsHomeFigures> {}
