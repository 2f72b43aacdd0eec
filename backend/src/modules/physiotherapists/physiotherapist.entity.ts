import { ArrayType, Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { Condition } from '@physio/api-contract';

export type DbsLevel = 'basic' | 'standard' | 'enhanced';

/** A chartered physiotherapist who visits families at home. */
@Entity({ tableName: 'physiotherapist' })
@Index({ properties: ['active'] })
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

  @Property({ type: 'text', fieldName: 'dbs_level' })
  dbsLevel!: DbsLevel;

  @Property({ type: 'date', fieldName: 'dbs_checked_on' })
  dbsCheckedOn!: string;

  /** Condition slugs, most specialised first. */
  @Property({ type: ArrayType })
  specialties!: Condition[];

  /** Postcode district the physiotherapist travels from. */
  @Property({ type: 'text', fieldName: 'base_district' })
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
