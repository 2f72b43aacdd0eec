import { RETENTION_RULES } from './retention-policy.js';
import { DELETE_EXPIRED } from './retention-deletes.js';

describe('retention deletes', () => {
  it("every rule's table has an owner that deletes its expired rows", () => {
    expect(RETENTION_RULES.map((rule) => rule.table).filter((table) => !DELETE_EXPIRED[table])).toEqual([]);
  });
});
