import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@physio/api-contract';

/**
 * The length rule of ops passwords, checked before sending. The API also refuses the username and common or breached
 * passwords; its message shows on the same input.
 */
export function passwordProblem(password: string, username?: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use ${PASSWORD_MAX_LENGTH} characters or fewer`;
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase())
    return 'Choose a password that is not the username';
  return undefined;
}

export const PASSWORD_HELP = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; a few unrelated words make a good one`;
