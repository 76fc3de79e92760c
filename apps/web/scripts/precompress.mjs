// After `vite build`: a .br and a .gz beside every text asset, so the server sends them as they are
// (no compression work per request). Small files are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
let files = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name) && statSync(path).size >= 1024) {
      const data = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      files += 1;
    }
  }
}
walk(root);
console.log(`precompressed ${files} assets (brotli and gzip)`);
