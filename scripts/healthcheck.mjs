// The container's HEALTHCHECK: exit 0 when GET /api/health on this instance answers 200 within 4 s.
const port = process.env.PORT || '3000';
try {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
