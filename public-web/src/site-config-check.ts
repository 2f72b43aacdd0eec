/**
 * Placeholders in site-config.ts and the check that keeps them out of a production build. Plain functions, no
 * imports: react-router.config.ts runs the check when a build starts.
 */

const PREFIX = '[placeholder: ';

/** A value not given yet. Shown as "[placeholder: what]" in development and test builds. */
export function placeholder(what: string): string {
  return `${PREFIX}${what}]`;
}

export function isPlaceholder(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/** Dotted paths of every placeholder left in a configuration ('companyNumber', 'team.0.name'). */
export function unsetFields(config: unknown, path = ''): string[] {
  if (isPlaceholder(config)) return [path];
  if (config === null || typeof config !== 'object') return [];
  return Object.entries(config).flatMap(([key, value]) => unsetFields(value, path ? `${path}.${key}` : key));
}

/**
 * React Router's CLI sets NODE_ENV=production for every build, test builds included, so NODE_ENV cannot tell a
 * release from a test build: the release build says so with SITE_RELEASE=1 (`npm run build:release`, the Dockerfile).
 */
export function isReleaseBuild(env: Record<string, string | undefined>): boolean {
  return env.SITE_RELEASE === '1' || env.SITE_RELEASE === 'true';
}

/** Throws, naming every unset field, when a release build would ship placeholders. */
export function assertSiteConfigReady(config: unknown, env: Record<string, string | undefined>): void {
  if (!isReleaseBuild(env)) return;
  const unset = unsetFields(config);
  if (unset.length === 0) return;
  throw new Error(
    `The site configuration still has placeholders, so this production build (SITE_RELEASE=1) stops here. ` +
      `Give these fields their real values in public-web/src/site-config.ts: ${unset.join(', ')}.`,
  );
}
