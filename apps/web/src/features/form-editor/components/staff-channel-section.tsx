import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ChannelCheckResult } from '@crp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n.ts';
import { channelCheck } from '../api.ts';
import type { EditorAction } from '../editor-state.ts';
import { FieldError, Hint, inputClass, labelClass, Section } from './fields.tsx';

const channelProblem = (value: string) =>
  value.trim() === '' || /^\d{5,25}$/.test(value.trim()) ? null : translate(msg`Channel IDs are digits only, e.g. 123456789012345678`);

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; result: ChannelCheckResult } | { state: 'failed'; message: string };

/**
 * 'Review from Discord' (applications, D32): the staff channel where each new application is
 * posted with Accept / Reject (and vote) buttons and a thread to discuss it; the bot's own answer on
 * whether it may post there, asked on demand.
 */
export function StaffChannelSection({ staffChannelId, dispatch }: { staffChannelId: string; dispatch: (action: EditorAction) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const problem = channelProblem(staffChannelId);
  const run = async () => {
    setCheck({ state: 'checking' });
    try {
      setCheck({ state: 'done', result: await channelCheck(staffChannelId.trim()) });
    } catch (err) {
      setCheck({ state: 'failed', message: errorMessage(err, t`The channel could not be checked. Try again.`) });
    }
  };
  return (
    <Section
      title={t`Review from Discord`}
      description={t`Post each new application in a staff channel, with buttons to accept, reject or vote and a thread to discuss it. Decisions there and here always agree.`}
    >
      <label htmlFor={id} className={labelClass}>
        <Trans>Staff channel</Trans>
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <input
          id={id}
          inputMode="numeric"
          value={staffChannelId}
          placeholder={t`Channel ID, e.g. 123456789012345678`}
          onChange={(e) => {
            setCheck({ state: 'idle' });
            dispatch({ type: 'set', patch: { staffChannelId: e.target.value } });
          }}
          aria-invalid={Boolean(problem)}
          aria-describedby={`${id}-hint ${id}-error ${id}-check`}
          className={inputClass(Boolean(problem), 'max-w-xs font-mono')}
        />
        <Button variant="secondary" onClick={() => void run()} disabled={!staffChannelId.trim() || Boolean(problem) || check.state === 'checking'}>
          {check.state === 'checking' ? <Trans>Checking...</Trans> : <Trans>Check channel</Trans>}
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{problem}</FieldError>
      <Hint id={`${id}-hint`}>
        <Trans>
          Leave empty to review on the site only. In Discord, turn on Developer Mode, right-click the channel and choose Copy Channel ID. The bot needs View
          Channel, Send Messages, Embed Links, Create Public Threads and Send Messages in Threads there.
        </Trans>
      </Hint>
      <div id={`${id}-check`} aria-live="polite" className="mt-2 text-sm">
        {check.state === 'checking' ? (
          <span className="inline-flex items-center gap-2 text-slate-300">
            <Spinner className="h-4 w-4" /> <Trans>Asking Discord…</Trans>
          </span>
        ) : check.state === 'failed' ? (
          <span className="text-red-300">{check.message}</span>
        ) : check.state === 'done' ? (
          check.result.ok ? (
            <span className="text-emerald-300">✓ {check.result.detail}</span>
          ) : (
            <ul className="list-disc pl-5 text-amber-200">
              {check.result.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </Section>
  );
}
