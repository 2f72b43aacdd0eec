import { Migration } from '@mikro-orm/migrations';

/** The seed's fictional HCPC numbers that had five digits, as they were before they gained a sixth. */
const FIVE_DIGIT_SEED_NUMBERS = [
  '48217',
  '52908',
  '71536',
  '39481',
  '84120',
  '66273',
  '30954',
  '57390',
  '92614',
  '75028',
  '23851',
  '81947',
  '64502',
  '36719',
  '45093',
  '97342',
  '28465',
];

/**
 * Physiotherapists' HCPC numbers are PH and six digits, and coordinators can only save records that follow it.
 * Databases seeded before carry 17 fictional five-digit numbers: they get the seed's new numbers (a 0 added),
 * so the seeder does not add them a second time. Only those exact fictional numbers change.
 */
export class Migration20261124214500_six_digit_seed_hcpc_numbers extends Migration {
  override async up(): Promise<void> {
    for (const digits of FIVE_DIGIT_SEED_NUMBERS) {
      this.addSql(`update "physiotherapist" set "hcpc_number" = 'PH${digits}0' where "hcpc_number" = 'PH${digits}';`);
    }
  }

  override async down(): Promise<void> {
    for (const digits of FIVE_DIGIT_SEED_NUMBERS) {
      this.addSql(`update "physiotherapist" set "hcpc_number" = 'PH${digits}' where "hcpc_number" = 'PH${digits}0';`);
    }
  }
}
