/** Staff insights (D42): the numbers of a range, read from the responses and forms modules. */
export { loadInsights } from './insights.service.ts';
export { parseRange, type InsightsRange } from './insights-range.service.ts';
