import { ArrayType, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Every change to what we cover, as an audit trail and as the subject of CoverageExpanded. */
@Entity({ tableName: 'coverage_change' })
@Index({ properties: ['createdAt'] })
export class CoverageChange {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Enum({ items: ['activated', 'deactivated'] })
  action!: 'activated' | 'deactivated';

  /** The districts whose state this change actually flipped. */
  @Property({ type: ArrayType })
  districts!: string[];

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
