/** The site module's public face: the settings every page is rendered with (D38). */
export { siteStoreOf, type SiteStore } from './site-store.service.ts';
