import { parseOpsUserArgs } from './ops-user-args.js';

describe('npm run ops:user arguments', () => {
  it('reads add with its role, display name and flags', () => {
    expect(parseOpsUserArgs(['add', 'jane.smith', '--role', 'admin', '--name', 'Jane Smith', '--totp'])).toEqual({
      action: 'add',
      username: 'jane.smith',
      role: 'admin',
      name: 'Jane Smith',
      totp: true,
      passwordStdin: false,
    });
    expect(parseOpsUserArgs(['add', '--role=coordinator', 'sam', '--password-stdin'])).toEqual({
      action: 'add',
      username: 'sam',
      role: 'coordinator',
      totp: false,
      passwordStdin: true,
    });
  });

  it('reads reset, disable and enable', () => {
    expect(parseOpsUserArgs(['reset', 'sam', '--totp'])).toEqual({
      action: 'reset',
      username: 'sam',
      totp: true,
      passwordStdin: false,
    });
    expect(parseOpsUserArgs(['disable', 'sam'])).toEqual({ action: 'disable', username: 'sam' });
    expect(parseOpsUserArgs(['enable', 'sam'])).toEqual({ action: 'enable', username: 'sam' });
  });

  it.each([
    [[], /Unknown action ""/],
    [['remove', 'sam'], /Unknown action "remove"/],
    [['add', 'sam'], /needs --role/],
    [['add', 'sam', '--role', 'owner'], /--role must be one of: coordinator, admin, analyst/],
    [['add', 'sam', '--role'], /--role needs a value/],
    [['add', '--role', 'admin'], /exactly one username/],
    [['disable', 'sam', 'jo'], /exactly one username/],
    [['disable', 'sam', '--totp'], /--totp does not apply to disable/],
    [['reset', 'sam', '--password'], /Unknown option --password/],
    [['reset', 'sam', '--totp=yes'], /takes no value/],
  ])('refuses %j', (argv, message) => {
    expect(parseOpsUserArgs(argv)).toMatch(message);
  });
});
