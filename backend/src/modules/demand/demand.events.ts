/** Outbox topics that feed the demand roll-up (payloads empty: the aggregate id is the record's id). */
export const DEMAND_SEARCH_RECORDED = 'demand.out-of-area-search-recorded';
export const DEMAND_WAITLIST_JOINED = 'demand.waitlist-joined';
