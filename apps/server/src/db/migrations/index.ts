import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_servers.ts';
import * as m0003 from './0003_pages.ts';
import * as m0004 from './0004_forms.ts';
import * as m0005 from './0005_review.ts';
import * as m0006 from './0006_deliveries.ts';
import * as m0007 from './0007_users_status_audit.ts';
import * as m0009 from './0009_account_deletion.ts';
import * as m0010 from './0010_search_by_applicant.ts';
import * as m0011 from './0011_users_search_text.ts';
import * as m0012 from './0012_member_response_counters.ts';
import * as m0013 from './0013_deciding_together.ts';
import * as m0014 from './0014_question_conditions.ts';
import * as m0015 from './0015_steam_eligibility.ts';
import * as m0017 from './0017_discord_review.ts';
import * as m0016 from './0016_privacy.ts';
import * as m0018 from './0018_counter_shards.ts';
import * as m0019 from './0019_member_response_totals.ts';
import * as m0020 from './0020_roles_checked_at.ts';
import * as m0023 from './0023_trust.ts';
import * as m0021 from './0021_game_keys.ts';
import * as m0022 from './0022_review_targets.ts';
import * as m0024 from './0024_locales.ts';
import * as m0025 from './0025_site_identity.ts';
import * as m0026 from './0026_insights_summary.ts';

/** Listed explicitly (not read from disk) so the bundled production server carries them. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_servers': m0002,
  '0003_pages': m0003,
  '0004_forms': m0004,
  '0005_review': m0005,
  '0006_deliveries': m0006,
  '0007_users_status_audit': m0007,
  '0009_account_deletion': m0009,
  '0010_search_by_applicant': m0010,
  '0011_users_search_text': m0011,
  '0012_member_response_counters': m0012,
  '0013_deciding_together': m0013,
  '0014_question_conditions': m0014,
  '0015_steam_eligibility': m0015,
  '0016_privacy': m0016,
  '0017_discord_review': m0017,
  '0018_counter_shards': m0018,
  '0019_member_response_totals': m0019,
  '0020_roles_checked_at': m0020,
  '0021_game_keys': m0021,
  '0022_review_targets': m0022,
  '0023_trust': m0023,
  '0024_locales': m0024,
  '0025_site_identity': m0025,
  '0026_insights_summary': m0026,
};
