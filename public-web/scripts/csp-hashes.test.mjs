import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, MANIFEST, writeCspHashManifest } from './csp-hashes.mjs';

// The example of the CSP Level 3 specification (section "Hash usage for script elements").
const HELLO = "<script>alert('Hello, world.');</script>";
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('inlineScriptHashes', () => {
  it('hashes an inline script as the CSP specification does', () => {
    expect(inlineScriptHashes(HELLO)).toEqual([HELLO_HASH]);
  });

  it('hashes every inline script a browser runs, in order, once each: classic, module and with attributes', () => {
    const html = [
      '<html><head><script>window.a=1;</script>',
      '<script type="module" async="" data-paint-first="">await import("/assets/a.js");</script></head>',
      `<body>${HELLO}<script id="_R_">requestAnimationFrame(function(){});</script>${HELLO}`,
      '<SCRIPT type="text/javascript">window.b=2;</SCRIPT></body></html>',
    ].join('');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(5);
    expect(hashes[2]).toBe(HELLO_HASH);
    expect(new Set(hashes).size).toBe(5);
  });

  it('leaves out external scripts, data blocks such as JSON-LD, and empty scripts', () => {
    const html = [
      '<script src="/assets/app.js"></script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes the text the browser parses: line breaks as \\n, characters as UTF-8', () => {
    expect(inlineScriptHashes('<script>a();\r\nb();</script>')).toEqual(
      inlineScriptHashes('<script>a();\nb();</script>'),
    );
    expect(inlineScriptHashes('<script>"café"</script>')).not.toEqual(inlineScriptHashes('<script>"cafe"</script>'));
  });
});

describe('writeCspHashManifest', () => {
  let root;
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes csp-hashes.json: each page of the build, by its path, with its own hashes', async () => {
    root = await mkdtemp(join(tmpdir(), 'csp-hashes-'));
    await mkdir(join(root, 'faq'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), `<html><head>${HELLO}</head></html>`);
    await writeFile(join(root, 'faq', 'index.html'), '<html><head><script>faq();</script></head></html>');
    await writeFile(join(root, 'assets', 'app.js'), 'console.log(1);');

    await writeCspHashManifest(root);

    const manifest = JSON.parse(await readFile(join(root, MANIFEST), 'utf8'));
    expect(Object.keys(manifest)).toEqual(['faq/index.html', 'index.html']);
    expect(manifest['index.html']).toEqual([HELLO_HASH]);
    expect(manifest['faq/index.html']).toEqual(inlineScriptHashes('<script>faq();</script>'));
  });
});
