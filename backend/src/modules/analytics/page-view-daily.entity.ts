import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * First-party page views, counted per path, referring host and day: no cookie, no IP address, no user
 * agent, no row per visit. Deleted after 13 months (privacy policy: website analytics).
 */
@Entity({ tableName: 'page_view_daily' })
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
