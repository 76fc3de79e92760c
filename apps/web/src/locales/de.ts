/** The de texts: the core catalogue, and each area's catalogue to load with its screens (decision 0039). */
import type { Messages } from '../lib/lingui.tsx';

export { messages } from './de.po';
export const areas = import.meta.glob<{ messages: Messages }>('./*/de.po');
