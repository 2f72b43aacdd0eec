import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * First-party page views, counted per path, referring host and day: no cookie, no IP address, no user
 * agent, no row per visit. Deleted after 13 months (privacy policy: website analytics).
 */
@Entity({ tableName: 'page_view_daily' })
// Retention deletes by day.
@Index({ properties: ['day'] })
@Check({
  name: 'page_view_daily_path_check',
  expression: `left(path, 1) = '/' and length(path) <= 300 and views >= 0`,
})
export class PageViewDaily {
  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ type: 'text' })
  path!: string;

  /** '' when there was no (or no external) referrer. */
  @PrimaryKey({ type: 'text', fieldName: 'referrer_host' })
  referrerHost!: string;

  @Property({ type: 'integer', default: 0 })
  views: number = 0;
}
