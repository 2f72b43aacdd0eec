import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';

/** One district and condition's demand over a kept period (see DemandFrozenPeriod); written only by demand.repository.ts. */
@Entity({ tableName: 'demand_frozen_cell' })
export class DemandFrozenCell {
  @ManyToOne({
    entity: 'DemandFrozenPeriod',
    mapToPk: true,
    primary: true,
    joinColumn: 'period_id',
    foreignKeyName: 'demand_frozen_cell_period_fk',
    updateRule: 'no action',
    deleteRule: 'cascade',
  })
  periodId!: number;

  @PrimaryKey({ type: 'text' })
  district!: string;

  @PrimaryKey({ type: 'text' })
  condition!: string;

  @Property({ type: 'integer' })
  searches!: number;

  @Property({ type: 'integer', fieldName: 'waitlist_joins' })
  waitlistJoins!: number;

  /** Sum of the days' distinct people, as demand_daily counts them. */
  @Property({ type: 'integer' })
  people!: number;
}
