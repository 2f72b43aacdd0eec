import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SITE_FIGURES_MAX_AGE_SECONDS, type SiteFiguresResponse } from '@physio/api-contract';
import { offeredSql } from '../../../coverage/reachability.read-model.js';
import { GetSiteFiguresQuery } from './get-site-figures.query.js';

type Counts = Omit<SiteFiguresResponse, 'counted_at'>;

/**
 * Counted at most once per SITE_FIGURES_MAX_AGE_SECONDS per API process: the home page asks on every visit, and
 * the figures move slowly. Aggregates only: no row of any table leaves this handler. `districts_covered` counts the
 * districts we offer (covered and reached by an active physiotherapist), as the finder answers, not every covered one.
 */
@QueryHandler(GetSiteFiguresQuery)
export class GetSiteFiguresHandler implements IQueryHandler<GetSiteFiguresQuery, SiteFiguresResponse> {
  private cached: { figures: SiteFiguresResponse; until: number } | null = null;
  private counting: Promise<SiteFiguresResponse> | null = null;

  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<SiteFiguresResponse> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.figures;
    // Concurrent first visits share one count.
    this.counting ??= this.count().finally(() => (this.counting = null));
    const figures = await this.counting;
    this.cached = { figures, until: Date.now() + SITE_FIGURES_MAX_AGE_SECONDS * 1000 };
    return figures;
  }

  private async count(): Promise<SiteFiguresResponse> {
    const [row] = await this.em.execute<Counts[]>(
      `select (select count(*)::int from physiotherapist where active) as physiotherapists,
              (select count(*)::int from postcode_district d where ${offeredSql('d')}) as districts_covered,
              (select count(*)::int from finder_request where matched_physiotherapist_id is not null) as families_matched`,
    );
    return {
      physiotherapists: row.physiotherapists,
      districts_covered: row.districts_covered,
      families_matched: row.families_matched,
      counted_at: new Date().toISOString(),
    };
  }
}
