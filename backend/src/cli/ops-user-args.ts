import { OPS_ROLES, type OpsRole } from '@physio/api-contract';

export const OPS_USER_USAGE = `Usage:
  npm run ops:user -- add <username> --role <${OPS_ROLES.join('|')}> [--name "Display Name"] [--totp] [--password-stdin]
  npm run ops:user -- reset <username> [--totp] [--password-stdin]
  npm run ops:user -- disable <username>
  npm run ops:user -- enable <username>
add and reset print a new random password once (or read one from standard input with --password-stdin);
--totp enrols a second factor and prints its secret and otpauth:// URI. reset and disable end the account's
sessions. (npm start uses a fifth action, demo, for its local demo coordinator.)`;

export type OpsUserArgs =
  | { action: 'add'; username: string; role: OpsRole; name?: string; totp: boolean; passwordStdin: boolean }
  | { action: 'reset'; username: string; totp: boolean; passwordStdin: boolean }
  | { action: 'disable' | 'enable'; username: string }
  | { action: 'demo'; passwordFile: string };

/** Parses argv after the script name; returns an error message for bad usage. */
export function parseOpsUserArgs(argv: readonly string[]): OpsUserArgs | string {
  const [action, ...rest] = argv;
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (['totp', 'password-stdin'].includes(name)) {
      if (inline !== undefined) return `--${name} takes no value.`;
      options[name] = true;
    } else if (['role', 'name', 'password-file'].includes(name)) {
      const value = inline ?? rest[++i];
      if (value === undefined || value.startsWith('--')) return `--${name} needs a value.`;
      options[name] = value;
    } else {
      return `Unknown option ${arg}.`;
    }
  }
  const allowed: Record<string, string[]> = {
    add: ['role', 'name', 'totp', 'password-stdin'],
    reset: ['totp', 'password-stdin'],
    disable: [],
    enable: [],
    demo: ['password-file'],
  };
  if (!action || !(action in allowed)) return `Unknown action "${action ?? ''}".`;
  const misplaced = Object.keys(options).find((name) => !allowed[action].includes(name));
  if (misplaced) return `--${misplaced} does not apply to ${action}.`;

  if (action === 'demo') {
    if (positional.length > 0 || typeof options['password-file'] !== 'string') return 'demo needs --password-file.';
    return { action, passwordFile: options['password-file'] };
  }
  if (positional.length !== 1) return `${action} needs exactly one username.`;
  const username = positional[0];
  const totp = options.totp === true;
  const passwordStdin = options['password-stdin'] === true;
  switch (action) {
    case 'add': {
      const role = options.role;
      if (typeof role !== 'string') return `add needs --role (${OPS_ROLES.join(', ')}).`;
      if (!OPS_ROLES.includes(role as OpsRole)) return `--role must be one of: ${OPS_ROLES.join(', ')}.`;
      const name = typeof options.name === 'string' ? options.name : undefined;
      return { action, username, role: role as OpsRole, ...(name ? { name } : {}), totp, passwordStdin };
    }
    case 'reset':
      return { action, username, totp, passwordStdin };
    default:
      return { action: action as 'disable' | 'enable', username };
  }
}
