/** The es texts: the core catalogue, and each area's catalogue to load with its screens (decision 0039). */
import type { Messages } from '../lib/lingui.tsx';

export { messages } from './es.po';
export const areas = import.meta.glob<{ messages: Messages }>('./*/es.po');
