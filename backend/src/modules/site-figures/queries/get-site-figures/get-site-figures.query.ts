import { Query } from '@nestjs/cqrs';
import type { SiteFiguresResponse } from '@physio/api-contract';

export class GetSiteFiguresQuery extends Query<SiteFiguresResponse> {}
