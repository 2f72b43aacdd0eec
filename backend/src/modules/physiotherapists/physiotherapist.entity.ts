import { ArrayType, Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { DBS_LEVELS, type Condition } from '@physio/api-contract';

export type DbsLevel = 'basic' | 'standard' | 'enhanced';

/** A chartered physiotherapist who visits families at home. */
@Entity({ tableName: 'physiotherapist' })
@Index({ properties: ['active'] })
@Check({ name: 'physiotherapist_hcpc_number_format', expression: `hcpc_number ~ '^PH[0-9]{4,7}$'` })
// Check expressions are written as PostgreSQL prints them back (`0::double precision`, `= any (array[...])` for
// `in (...)`): MikroORM compares a check's text with the database's, so another spelling reads as a change.
@Check({
  name: 'physiotherapist_capacity_check',
  expression: 'weekly_capacity >= 0 and travel_radius_miles > 0::double precision and experience_years >= 0',
})
@Check({
  name: 'physiotherapist_price_check',
  expression: 'session_price_min_gbp > 0 and session_price_min_gbp <= session_price_max_gbp',
})
export class Physiotherapist {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  /** HCPC register number: PH followed by digits. */
  @Property({ type: 'text', unique: true, fieldName: 'hcpc_number' })
  hcpcNumber!: string;

  @Property({ type: 'date', fieldName: 'hcpc_checked_on' })
  hcpcCheckedOn!: string;

  @Enum({ items: [...DBS_LEVELS], fieldName: 'dbs_level' })
  dbsLevel!: DbsLevel;

  @Property({ type: 'date', fieldName: 'dbs_checked_on' })
  dbsCheckedOn!: string;

  /** The DBS certificate's 12-digit number; null for records kept before it was asked for. */
  @Property({ type: 'text', nullable: true, fieldName: 'dbs_certificate_number' })
  dbsCertificateNumber?: string | null;

  /** Condition slugs, most specialised first. */
  @Property({ type: ArrayType })
  specialties!: Condition[];

  /** Postcode district the physiotherapist travels from. */
  // A relation for its foreign key only: mapToPk keeps the value the district code, not an entity.
  @ManyToOne({
    entity: 'PostcodeDistrict',
    mapToPk: true,
    joinColumn: 'base_district',
    foreignKeyName: 'physiotherapist_base_district_fk',
    updateRule: 'no action',
    deleteRule: 'no action',
  })
  baseDistrict!: string;

  @Property({ type: 'double', fieldName: 'travel_radius_miles' })
  travelRadiusMiles!: number;

  /** Towns and neighbourhoods shown to families. */
  @Property({ type: ArrayType })
  areas!: string[];

  @Property({ type: ArrayType })
  qualifications!: string[];

  @Property({ type: 'text' })
  bio!: string;

  @Property({ type: 'integer', fieldName: 'experience_years' })
  experienceYears!: number;

  /** No new offers until after this date (a holiday); matching passes them by. */
  @Property({ type: 'date', nullable: true, fieldName: 'offers_paused_until' })
  offersPausedUntil?: string | null;

  /** New families a week the physiotherapist can take on. */
  @Property({ type: 'integer', fieldName: 'weekly_capacity' })
  weeklyCapacity!: number;

  @Property({ type: 'boolean', fieldName: 'accepts_urgent' })
  acceptsUrgent!: boolean;

  @Property({ type: ArrayType })
  languages!: string[];

  @Property({ type: 'integer', fieldName: 'session_price_min_gbp' })
  sessionPriceMinGbp!: number;

  @Property({ type: 'integer', fieldName: 'session_price_max_gbp' })
  sessionPriceMaxGbp!: number;

  @Property({ type: 'text', nullable: true, fieldName: 'profile_url' })
  profileUrl?: string | null;

  @Property({ type: 'text', fieldName: 'contact_email' })
  contactEmail!: string;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', fieldName: 'updated_at', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
