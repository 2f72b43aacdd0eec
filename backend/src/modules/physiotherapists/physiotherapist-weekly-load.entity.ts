import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * How many new families a physiotherapist has been matched with in one week (weeks start on Monday, UTC).
 * Matching reserves a place here with a conditional upsert, so concurrent workers never overbook.
 */
@Entity({ tableName: 'physiotherapist_weekly_load' })
export class PhysiotherapistWeeklyLoad {
  @ManyToOne({
    entity: 'Physiotherapist',
    primary: true,
    mapToPk: true,
    joinColumn: 'physiotherapist_id',
    foreignKeyName: 'physiotherapist_weekly_load_physiotherapist_fk',
    updateRule: 'no action',
    deleteRule: 'cascade',
  })
  physiotherapistId!: number;

  @PrimaryKey({ type: 'date', fieldName: 'week_start' })
  weekStart!: string;

  @Property({ type: 'integer', fieldName: 'matched_count', default: 0 })
  matchedCount: number = 0;
}
