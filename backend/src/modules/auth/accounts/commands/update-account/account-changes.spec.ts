import { accountChanges } from './account-changes.js';

const jane = { id: 7, displayName: 'Jane Smith', role: 'admin' as const, active: true };

describe('what an account update does', () => {
  it('names only the fields that really change', () => {
    expect(accountChanges(jane, { display_name: 'Jane Smith', role: 'admin', active: true }, 1)).toMatchObject({
      fields: [],
      action: 'update',
      endSessions: false,
    });
    expect(accountChanges(jane, { display_name: 'Jane Doe', role: 'coordinator' }, 1)).toMatchObject({
      fields: ['display_name', 'role'],
      roleChange: { from: 'admin', to: 'coordinator' },
      endSessions: false,
    });
  });

  it('disabling the account ends its sessions, and is recorded as a disable', () => {
    expect(accountChanges(jane, { active: false }, 1)).toMatchObject({ action: 'disable', endSessions: true });
    expect(accountChanges({ ...jane, active: false }, { active: true }, 1)).toMatchObject({
      action: 'enable',
      endSessions: false,
    });
  });

  it('a new password ends the sessions', () => {
    expect(accountChanges(jane, { password: 'a brand new password' }, 1)).toMatchObject({
      fields: ['password'],
      endSessions: true,
    });
  });

  it('refuses an admin disabling their own account or dropping their own admin role', () => {
    expect(accountChanges(jane, { active: false }, 7).refusal).toMatch(/cannot disable your own account/);
    expect(accountChanges(jane, { role: 'coordinator' }, 7).refusal).toMatch(/own administrator role/);
    expect(accountChanges(jane, { display_name: 'J. Smith' }, 7).refusal).toBeUndefined();
  });

  it('the command line (no actor) may change any account', () => {
    expect(accountChanges(jane, { active: false }, null).refusal).toBeUndefined();
  });
});
