/**
 * Placeholders in site-config.ts and the check that keeps them out of a production build. Plain functions, no
 * imports: react-router.config.ts runs the check when a build starts.
 */

const PREFIX = '[placeholder: ';

/** A value not given yet. Shown as "[placeholder: what]" in development and test builds. */
export function placeholder(what: string): string {
  return `${PREFIX}${what}]`;
}

/** Where stand-in images live (public/placeholders/): any configured path in there is a placeholder too. */
const PLACEHOLDER_ASSETS = '/placeholders/';

/**
 * An image not given yet, e.g. a neutral silhouette in place of a team member's photo: it shows in development and
 * test builds, and a release build refuses it like any other placeholder.
 */
export function placeholderAsset(file: string): string {
  return `${PLACEHOLDER_ASSETS}${file}`;
}

export function isPlaceholder(value: unknown): boolean {
  return typeof value === 'string' && (value.startsWith(PREFIX) || value.startsWith(PLACEHOLDER_ASSETS));
}

/**
 * A configured text as a page may show it: the value once given, or null while it is a placeholder. Pages leave out
 * what is not known rather than show "[placeholder: …]" to a visitor; the release build refuses placeholders anyway.
 */
export function known(value: string): string | null {
  return value.startsWith(PREFIX) ? null : value;
}

/**
 * Configured image paths (served from public/) whose file is missing, as 'team.0.photo: /team/x.jpg'. Checked for
 * every build: a photo named here but never added would be a broken image on the page.
 */
export function missingAssetFiles(config: unknown, exists: (publicPath: string) => boolean, path = ''): string[] {
  if (typeof config === 'string') {
    return /^\/.+\.(svg|png|jpe?g|webp|avif)$/i.test(config) && !exists(config) ? [`${path}: ${config}`] : [];
  }
  if (config === null || typeof config !== 'object') return [];
  return Object.entries(config).flatMap(([key, value]) =>
    missingAssetFiles(value, exists, path ? `${path}.${key}` : key),
  );
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
export function assertSiteConfigReady(
  config: unknown,
  env: Record<string, string | undefined>,
  exists: (publicPath: string) => boolean = () => true,
): void {
  const missing = missingAssetFiles(config, exists);
  if (missing.length > 0) {
    throw new Error(
      `The site configuration names images that are not in public-web/public/: ${missing.join(', ')}. ` +
        'Add the files or correct the paths in public-web/src/site-config.ts.',
    );
  }
  if (!isReleaseBuild(env)) return;
  const unset = unsetFields(config);
  if (unset.length === 0) return;
  throw new Error(
    `The site configuration still has placeholders, so this production build (SITE_RELEASE=1) stops here. ` +
      `Give these fields their real values in public-web/src/site-config.ts: ${unset.join(', ')}.`,
  );
}
