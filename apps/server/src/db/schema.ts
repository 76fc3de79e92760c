import type { ServerTables } from '../modules/servers/servers.tables.ts';
import type { PageTables } from '../modules/pages/pages.tables.ts';
import type { FormTables } from '../modules/forms/forms.tables.ts';
import type { ResponseTables } from '../modules/responses/responses.tables.ts';
import type { AuditTables } from '../modules/audit/audit.tables.ts';
import type { StatusTables } from '../modules/status/status.tables.ts';
import type { DeliveryTables } from '../modules/deliveries/deliveries.tables.ts';
import type { SteamTables } from '../modules/steam/steam.tables.ts';
import type { DiscordReviewTables } from '../modules/discord-review/interactions.tables.ts';
import type { GameTables } from '../modules/game/game-keys.tables.ts';
import type { UserTables } from '../modules/users/users.tables.ts';
import type { AuthTables } from '../modules/auth/auth.tables.ts';
import type { LocaleTables } from '../modules/locale/locale.tables.ts';
import type { SiteTables } from '../modules/site/site.tables.ts';

/** Conventions: instants are ISO-8601 UTC text, booleans are 0/1 integers, lists are JSON text.
 * One representation on SQLite and PostgreSQL keeps queries and tests identical on both. */
export interface Database
  extends ServerTables,
    PageTables,
    FormTables,
    ResponseTables,
    DeliveryTables,
    AuditTables,
    StatusTables,
    SteamTables,
    DiscordReviewTables,
    GameTables,
    UserTables,
    AuthTables,
    LocaleTables,
    SiteTables {}
