/** The game servers' public face: routes and the status poller. */
export { createServerPoller } from './status-poller.job.ts';
export { pollerSummary } from './servers.queries.ts';
