import { Query } from '@nestjs/cqrs';
import type { OpsBackgroundWorkWarning } from '@physio/api-contract';

/** For the home page: whether background work needs a look (null when all is well). PostgreSQL only. */
export class GetBackgroundWorkWarningQuery extends Query<OpsBackgroundWorkWarning | null> {}
