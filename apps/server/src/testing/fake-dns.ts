import type { Resolver } from '../lib/outbound-address.ts';

export interface FakeDns {
  /** Name → answers; `localhost` answers loopback. Edit freely in a test. */
  table: Map<string, string[]>;
  /** Every name asked, in order. */
  asked: string[];
  lookup: Resolver;
}

/**
 * Name resolution for tests: answers from a table and fails like DNS (ENOTFOUND) for anything else,
 * so no test ever sends a DNS query off the machine. buildTestApp installs one as ctx.clients.dns.
 */
export function createFakeDns(entries: Record<string, string[]> = {}): FakeDns {
  const table = new Map<string, string[]>([['localhost', ['127.0.0.1']], ...Object.entries(entries)]);
  const asked: string[] = [];
  return {
    table,
    asked,
    async lookup(host) {
      asked.push(host);
      const answers = table.get(host.toLowerCase());
      if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return answers;
    },
  };
}
