// Writes .br and .gz beside every text file of the build, so the server sends compressed files
// without compressing on each request (the API serves them with @fastify/static's preCompressed).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../build/client/', import.meta.url).pathname;
const TEXT = /\.(html|js|css|xml|txt|svg|json|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of files(root)) {
  const data = await readFile(file);
  if (data.length < 1024) continue;
  const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
  before += data.length;
  after += br.length;
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB (brotli)`,
);
