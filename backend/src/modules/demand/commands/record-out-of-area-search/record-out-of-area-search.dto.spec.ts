import { fieldErrorsFor } from '../../../../common/errors/validation.js';
import { RecordOutOfAreaSearchDto } from './record-out-of-area-search.dto.js';

const valid = () => ({ postcode: 'EH1 1AA', timestamp: new Date().toISOString(), type: 'out_of_area_search' });

/** Each broken rule is reported by its own name and message: missing, not text, too long, badly formed. */
describe('RecordOutOfAreaSearchDto', () => {
  it('accepts a search, with or without a condition', async () => {
    expect(await fieldErrorsFor(RecordOutOfAreaSearchDto, valid())).toEqual([]);
    expect(await fieldErrorsFor(RecordOutOfAreaSearchDto, { ...valid(), condition: 'unknown' })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string, string]>([
    ['missing postcode', { postcode: undefined }, 'postcode', 'isDefined', 'postcode is required'],
    ['postcode as a number', { postcode: 1 }, 'postcode', 'isString', 'postcode must be text'],
    ['postcode too long', { postcode: 'x'.repeat(17) }, 'postcode', 'maxLength', 'at most 16 characters'],
    ['badly formed postcode', { postcode: 'EH1' }, 'postcode', 'isUkPostcode', 'valid UK postcode'],
    ['unknown condition', { condition: 'flu' }, 'condition', 'isIn', 'condition must be one of: '],
    ['missing timestamp', { timestamp: undefined }, 'timestamp', 'isDefined', 'timestamp is required'],
    ['timestamp as a number', { timestamp: Date.now() }, 'timestamp', 'isString', 'timestamp must be text'],
    ['timestamp too long', { timestamp: '2'.repeat(41) }, 'timestamp', 'maxLength', 'at most 40 characters'],
    ['badly formed timestamp', { timestamp: 'yesterday' }, 'timestamp', 'isIso8601', 'ISO 8601'],
    ['timestamp far off', { timestamp: '2001-01-01T00:00:00Z' }, 'timestamp', 'isWithinADayOfNow', 'within a day'],
    ['missing type', { type: undefined }, 'type', 'isDefined', 'type is required'],
    ['unknown type', { type: 'search' }, 'type', 'isIn', 'type must be out_of_area_search'],
  ])('%s', async (_what, change, field, rule, message) => {
    const errors = await fieldErrorsFor(RecordOutOfAreaSearchDto, { ...valid(), ...change });
    expect(errors).toEqual([{ field, rule, message: expect.stringContaining(message) }]);
  });
});
