import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A UK postcode district (outward code) with its centroid, and whether we serve it.
 * This one table answers "is this postcode served" for the finder, the waitlist and the site.
 */
@Entity({ tableName: 'postcode_district' })
@Index({ properties: ['area'] })
@Index({ properties: ['latitude'] })
// The covered districts by county: the site's county list.
@Index({
  name: 'postcode_district_covered_index',
  expression: 'create index "postcode_district_covered_index" on "postcode_district" ("county") where "covered"',
})
export class PostcodeDistrict {
  @PrimaryKey({ type: 'text' })
  district!: string;

  /** Postcode area: the letters that start the district (SW for SW1A). */
  @Property({ type: 'text' })
  area!: string;

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  @Property({ type: 'text' })
  places!: string;

  @Property({ type: 'text', fieldName: 'local_authority' })
  localAuthority!: string;

  @Property({ type: 'text', fieldName: 'uk_region' })
  ukRegion!: string;

  @Property({ type: 'text', fieldName: 'post_town' })
  postTown!: string;

  /**
   * The county the site groups the district under, derived from `localAuthority` by the seeder from ONS reference
   * data (counties/local-authority-counties.ts) and reset on every seed: London for a borough, the ceremonial county
   * elsewhere in England, the council area in Scotland and Wales. Never set by coordinators.
   */
  @Property({ type: 'text', nullable: true })
  county?: string | null;

  @Property({ type: 'boolean', default: false })
  covered: boolean = false;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'covered_since' })
  coveredSince?: Date | null;
}
