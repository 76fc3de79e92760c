// Server constants without zod, for player pages' first load (decision 0013).

/** Points in a server's player-history chart (one per half hour over a day). */
export const PLAYER_HISTORY_BUCKETS = 48;
export const BATTLEMETRICS_URL_HINT = 'Paste the full server URL, e.g. https://www.battlemetrics.com/servers/gmod/1234567';
