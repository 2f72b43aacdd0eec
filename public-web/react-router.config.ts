import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '@react-router/dev/config';
import { prerenderPaths, robotsTxt, sitemapXml } from './src/app/site-routes';
import { SITE_ORIGIN } from './src/app/seo';
import { SITE_CONFIG } from './src/site-config';
import { assertSiteConfigReady } from './src/site-config-check';

// A production build (SITE_RELEASE=1) refuses to ship the business details' placeholders (portraits included),
// naming each one; every build refuses a configured image whose file is not in public/.
const publicDir = join(dirname(fileURLToPath(import.meta.url)), 'public');
assertSiteConfigReady(SITE_CONFIG, process.env, (publicPath) => existsSync(join(publicDir, publicPath)));

export default {
  appDirectory: 'src',
  // Static pages are prerendered to HTML; /results/:id runs as a single-page app from __spa-fallback.html.
  ssr: false,
  prerender: prerenderPaths(),
  async buildEnd({ reactRouterConfig }) {
    const clientDir = join(reactRouterConfig.buildDirectory, 'client');
    await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(SITE_ORIGIN));
    await writeFile(join(clientDir, 'robots.txt'), robotsTxt(SITE_ORIGIN));
  },
} satisfies Config;
