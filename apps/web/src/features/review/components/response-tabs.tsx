import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ResponseListTab } from '@crp/shared';
import { formatNumber } from '../../../lib/dates.ts';
import type { MessageDescriptor } from '../../../lib/lingui.tsx';

export const tabLabels: Record<ResponseListTab, MessageDescriptor> = { all: msg`All Responses`, applications: msg`Applications`, surveys: msg`Surveys` };
const order: ResponseListTab[] = ['all', 'applications', 'surveys'];

export const tabId = (tab: ResponseListTab) => `responses-tab-${tab}`;
export const panelId = 'responses-panel';

/**
 * WAI-ARIA tabs: one tab stop, arrows move between tabs (and select them, as the panel loads
 * fast), Home and End jump to the ends.
 */
export function ResponseTabs({
  value,
  onChange,
  counts,
}: {
  value: ResponseListTab;
  onChange: (tab: ResponseListTab) => void;
  counts?: Partial<Record<ResponseListTab, number>>;
}) {
  const { t, i18n } = useLingui();
  const refs = useRef<Partial<Record<ResponseListTab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % order.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + order.length) % order.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? order.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = order[next]!;
    refs.current[tab]?.focus();
    onChange(tab);
  };
  return (
    <div role="tablist" aria-label={t`Response type`} className="mb-6 flex gap-1 overflow-x-auto border-b border-surface-700">
      {order.map((tab, index) => {
        const selected = tab === value;
        const count = counts?.[tab];
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(e) => move(e, index)}
            className={`-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-400 ${
              selected ? 'border-brand-400 text-white' : 'border-transparent text-slate-400 hover:border-surface-600 hover:text-slate-200'
            }`}
          >
            {i18n._(tabLabels[tab])}
            {count !== undefined ? <TabCount>{formatNumber(count)}</TabCount> : null}
          </button>
        );
      })}
    </div>
  );
}

function TabCount({ children }: { children: ReactNode }) {
  return <span className="rounded-full bg-surface-700 px-2 py-0.5 text-xs font-medium text-slate-300">{children}</span>;
}
