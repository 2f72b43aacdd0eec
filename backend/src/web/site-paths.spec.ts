import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveSiteFile } from './site-paths.js';

describe('resolveSiteFile', () => {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  for (const dir of ['about', '404', 'assets', 'blog/falls-prevention'])
    mkdirSync(join(root, dir), { recursive: true });
  for (const file of [
    'index.html',
    'about/index.html',
    '404/index.html',
    '__spa-fallback.html',
    'assets/app-1a2b.js',
    'robots.txt',
    'blog/falls-prevention/index.html',
  ]) {
    writeFileSync(join(root, file), file);
  }

  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/about/', 'about/index.html'],
    ['/about?utm_source=x', 'about/index.html'],
    ['/blog/falls-prevention', 'blog/falls-prevention/index.html'],
    ['/assets/app-1a2b.js', 'assets/app-1a2b.js'],
    ['/robots.txt', 'robots.txt'],
    ['/results/0b6c2f7e-1111-4a4a-9999-000000000000', '__spa-fallback.html'],
  ])('serves %s from %s with 200', (path, file) => {
    expect(resolveSiteFile(root, path)).toEqual({ file, status: 200 });
  });

  it.each([
    '/nope',
    '/about/team',
    '/404',
    '/results',
    '/results/a/b',
    '/../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%E0%A4%A',
  ])('answers %s with the 404 page and status 404', (path) => {
    expect(resolveSiteFile(root, path)).toEqual({ file: '404/index.html', status: 404 });
  });
});
