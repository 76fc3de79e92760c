import type { SteamAccount } from '@crp/shared';
import { steamPrivateHint } from '@crp/shared/steam-ids';
import type { ReactNode } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { formatDateTime } from '../../lib/dates.ts';
import { translate } from '../../lib/i18n.ts';

/** Whole hours in Garry's Mod, or why they are unknown (D33). */
export function gmodHoursText(steam: SteamAccount): string {
  const hours = steam.gmodHours;
  // D40: plural forms by each language's rules (Russian and Polish: one, few, many).
  if (hours !== null) return translate(msg`${plural(hours, { one: '# hour', other: '# hours' })}`);
  if (steam.hoursUnknownReason === 'private') return translate(msg`Hours unknown (game details are private)`);
  if (steam.hoursUnknownReason === 'unavailable') return translate(msg`Hours unknown (Steam could not be reached)`);
  return translate(msg`Hours unknown`);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-b border-surface-700/70 py-2 last:border-0">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="break-all text-sm font-medium text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * A linked Steam account as staff and the member see it: SteamID64, the STEAM_0 form, the profile
 * link and Garry's Mod hours; cached facts say from when.
 */
export function SteamFacts({ steam, own = false }: { steam: SteamAccount; own?: boolean }) {
  return (
    <div>
      <dl>
        {steam.personaName ? <Row label="Steam name">{steam.personaName}</Row> : null}
        <Row label="Steam ID">
          <span className="font-mono">{steam.steamId}</span>
        </Row>
        <Row label="STEAM_0 ID">
          <span className="font-mono">{steam.steamId2}</span>
        </Row>
        <Row label="Profile">
          <a href={steam.profileUrl} target="_blank" rel="noopener noreferrer" className="text-brand-300 underline hover:text-brand-200">
            Steam profile
          </a>
        </Row>
        <Row label="Garry's Mod">{gmodHoursText(steam)}</Row>
      </dl>
      {own && steam.hoursUnknownReason === 'private' ? <p className="mt-2 text-sm text-amber-200">{steamPrivateHint}</p> : null}
      {steam.stale ? (
        <p className="mt-2 text-xs text-amber-200">
          Steam could not be reached on the last refresh: these facts are from {steam.checkedAt ? formatDateTime(steam.checkedAt) : 'the time of linking'}.
        </p>
      ) : steam.checkedAt ? (
        <p className="mt-2 text-xs text-slate-500">Read from Steam {formatDateTime(steam.checkedAt)}.</p>
      ) : null}
    </div>
  );
}
