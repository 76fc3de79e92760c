import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ResponseDetail } from '@crp/shared';
import { Section } from './section.tsx';
import { StaffMessages } from './staff-messages.tsx';
import { StaffNotes } from './staff-notes.tsx';

type Tab = 'notes' | 'messages';

/**
 * Staff notes and the conversation with the applicant, one card with two tabs (WAI-ARIA tabs:
 * arrow keys move between them, Home/End jump). Notes stay private; messages reach the applicant.
 */
export function CollaborationTabs({ response }: { response: ResponseDetail }) {
  const { t } = useLingui();
  const id = useId();
  const [tab, setTab] = useState<Tab>('notes');
  const refs = { notes: useRef<HTMLButtonElement>(null), messages: useRef<HTMLButtonElement>(null) };
  const noteCount = response.notes.length;
  const tabs: Array<[Tab, string]> = [
    ['notes', noteCount ? t`Staff Notes (${noteCount})` : t`Staff Notes`],
    ['messages', t`Messages`],
  ];
  const onKey = (e: KeyboardEvent) => {
    const order: Tab[] = ['notes', 'messages'];
    const at = order.indexOf(tab);
    const next =
      e.key === 'ArrowRight'
        ? order[(at + 1) % 2]
        : e.key === 'ArrowLeft'
          ? order[(at + 1) % 2]
          : e.key === 'Home'
            ? 'notes'
            : e.key === 'End'
              ? 'messages'
              : null;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    refs[next].current?.focus();
  };
  return (
    <Section title={t`Discussion`}>
      <div role="tablist" aria-label={t`Discussion`} className="mb-4 flex gap-1 rounded-lg bg-surface-900 p-1" onKeyDown={onKey}>
        {tabs.map(([key, label]) => (
          <button
            key={key}
            ref={refs[key]}
            id={`${id}-${key}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`${id}-${key}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            className={`flex-1 rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 ${
              tab === key ? 'bg-surface-700 text-white' : 'text-slate-300 hover:text-white'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'notes' ? <StaffNotes response={response} /> : <StaffMessages response={response} />}
      </div>
    </Section>
  );
}
