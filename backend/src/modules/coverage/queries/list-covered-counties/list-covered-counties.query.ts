import { Query } from '@nestjs/cqrs';
import type { CoverageCountiesResponse } from '@physio/api-contract';

export class ListCoveredCountiesQuery extends Query<CoverageCountiesResponse> {}
