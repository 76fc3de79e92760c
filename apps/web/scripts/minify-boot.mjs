// After `vite build`: public/boot.js is copied as written (comments and all); every server-rendered
// page loads it, so it goes out minified (decision 0024).
import { readFileSync, writeFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const path = new URL('../dist/boot.js', import.meta.url);
writeFileSync(path, transformSync(readFileSync(path, 'utf8'), { minify: true, format: 'esm', target: 'es2020' }).code);
