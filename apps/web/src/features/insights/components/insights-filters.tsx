import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Insights } from '@crp/shared';
import { paths } from '../../../app/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { localTimeZone } from '../../../lib/time-zones.ts';
import { insightsFormsQuery, insightsParamsOf, insightsSearch, type InsightsParams } from '../api.ts';
import { insightsTexts as text } from '../insights.texts.ts';

const fieldClass =
  'w-full rounded-lg border border-surface-600 bg-surface-900 px-3 py-2 text-sm text-white focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-400';
const labelClass = 'mb-1 block text-xs font-medium text-slate-300';

/** Zones staff of a game community commonly live in; the current one and the viewer's own are added. */
const commonZones = ['UTC', 'Europe/London', 'Europe/Berlin', 'Europe/Moscow', 'America/New_York', 'America/Chicago', 'America/Los_Angeles', 'America/Sao_Paulo', 'Australia/Sydney'];

const dayOffset = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Range, form and zone, kept in the address (D42). A plain GET form: without a script it reloads the
 * page with the new address (the server renders it); with one, it only changes the search params.
 */
export function InsightsFilters({ range }: { range: Insights['range'] }) {
  const [search, setSearch] = useSearchParams();
  const current = insightsParamsOf(search);
  const forms = useQuery(insightsFormsQuery);
  // The viewer's zone, known only in the browser: added after the first render (the server's page stays valid).
  const [ownZone, setOwnZone] = useState<string | null>(null);
  useEffect(() => setOwnZone(localTimeZone()), []);
  const zones = [...new Set([...commonZones, range.tz, ...(ownZone ? [ownZone] : [])])];

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next: InsightsParams = {};
    for (const key of ['from', 'to', 'formId', 'tz'] as const) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    setSearch(insightsSearch(next));
  };
  const preset = (days: number) => `${paths.admin.insights.href()}?${insightsSearch({ ...current, from: dayOffset(days - 1), to: undefined })}`;

  return (
    <div className="rounded-2xl border border-surface-700 bg-surface-850/80 p-4 shadow-xl shadow-black/20">
      <form method="get" action={paths.admin.insights.href()} onSubmit={onSubmit} aria-label={text.filters.label} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <label htmlFor="insights-from" className={labelClass}>
            {text.filters.from}
          </label>
          <input id="insights-from" name="from" type="date" defaultValue={range.from} key={`from-${range.from}`} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="insights-to" className={labelClass}>
            {text.filters.to}
          </label>
          <input id="insights-to" name="to" type="date" defaultValue={range.to} key={`to-${range.to}`} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="insights-form" className={labelClass}>
            {text.filters.form}
          </label>
          <select id="insights-form" name="formId" defaultValue={current.formId ?? ''} key={`form-${current.formId ?? ''}-${forms.data?.length ?? 0}`} className={fieldClass}>
            <option value="">{text.filters.allForms}</option>
            {(forms.data ?? []).map((f) => (
              <option key={f.id} value={String(f.id)}>
                {f.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="insights-tz" className={labelClass}>
            {text.filters.timeZone}
          </label>
          <select id="insights-tz" name="tz" defaultValue={range.tz} key={`tz-${range.tz}-${ownZone ?? ''}`} className={fieldClass}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{text.filters.apply}</Button>
      </form>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        {(
          [
            [7, text.filters.last7],
            [30, text.filters.last30],
            [90, text.filters.last90],
            [365, text.filters.lastYear],
          ] as const
        ).map(([days, label]) => (
          <li key={days}>
            <Link
              to={preset(days)}
              className="rounded-full border border-surface-600 px-3 py-1 text-slate-200 hover:border-brand-500/60 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
