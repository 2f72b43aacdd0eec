/** Usernames are compared and stored lower-cased: `Jane.Smith` and `jane.smith` are one account. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** 3-64 of a-z, 0-9 and . _ @ - (so an email address works), starting with a letter or digit. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._@-]{2,63}$/;

export const USERNAME_RULE =
  'username must be 3 to 64 characters: letters, digits and . _ @ -, starting with a letter or digit';

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(normaliseUsername(username));
}
