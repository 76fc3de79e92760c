import type { SteamAccount } from '@crp/shared';
import type { ReactNode } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const checkedAt = steam.checkedAt ? formatDateTime(steam.checkedAt) : '';
  return (
    <div>
      <dl>
        {steam.personaName ? <Row label={t`Steam name`}>{steam.personaName}</Row> : null}
        <Row label={t`Steam ID`}>
          <span className="font-mono">{steam.steamId}</span>
        </Row>
        <Row label={t`STEAM_0 ID`}>
          <span className="font-mono">{steam.steamId2}</span>
        </Row>
        <Row label={t`Profile`}>
          <a href={steam.profileUrl} target="_blank" rel="noopener noreferrer" className="text-brand-300 underline hover:text-brand-200">
            <Trans>Steam profile</Trans>
          </a>
        </Row>
        <Row label={t`Garry's Mod`}>{gmodHoursText(steam)}</Row>
      </dl>
      {own && steam.hoursUnknownReason === 'private' ? (
        <p className="mt-2 text-sm text-amber-200">
          {/* The shared steamPrivateHint, in the page's language (D40). */}
          <Trans>Your Garry's Mod hours are unknown: set “Game details” to Public in your Steam profile's privacy settings, then press Refresh.</Trans>
        </p>
      ) : null}
      {steam.stale ? (
        <p className="mt-2 text-xs text-amber-200">
          {checkedAt ? (
            <Trans>Steam could not be reached on the last refresh: these facts are from {checkedAt}.</Trans>
          ) : (
            <Trans>Steam could not be reached on the last refresh: these facts are from the time of linking.</Trans>
          )}
        </p>
      ) : checkedAt ? (
        <p className="mt-2 text-xs text-slate-500">
          <Trans>Read from Steam {checkedAt}.</Trans>
        </p>
      ) : null}
    </div>
  );
}
