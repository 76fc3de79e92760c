// The bare twin of one read (issue 25), in its own process: a node:http server answering every
// request with the status, headers and bytes of a spec file (JSON: status, headers, body base64).
// Prints its port on stdout. Started by bench/lib.ts startBareTwinProcess.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(spec.body, 'base64');
const server = createServer((_req, res) => {
  res.writeHead(spec.status, spec.headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => process.exit(0));
