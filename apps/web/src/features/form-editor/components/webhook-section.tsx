import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { MessageDescriptor } from '../../../lib/lingui.tsx';
import { useRotateWebhookSecret, useWebhookTest, type EditableForm, type WebhookTestResult } from '../api.ts';
import type { EditorAction, EditorState } from '../editor-state.ts';
import { Hint, Icon, icons, inputClass, labelClass, Section } from './fields.tsx';

type Target = 'incoming' | 'response';

const targets: { target: Target; field: 'webhookIncoming' | 'webhookResponse'; label: MessageDescriptor; hint: MessageDescriptor; sendLabel: MessageDescriptor }[] = [
  {
    target: 'incoming',
    field: 'webhookIncoming',
    label: msg`New submission webhook URL`,
    hint: msg`Called when someone submits.`,
    sendLabel: msg`Send test to the new submission webhook`,
  },
  {
    target: 'response',
    field: 'webhookResponse',
    label: msg`Decision webhook URL`,
    hint: msg`Called when a reviewer changes the status.`,
    sendLabel: msg`Send test to the decision webhook`,
  },
];

interface WebhookSectionProps {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  /** The stored form; null while creating (testing and the secret need a saved form). */
  saved: EditableForm | null;
}

/**
 * 'Webhook Settings' (admin-area §2.6, D14, D24): the two addresses; for a saved form the signing
 * secret (copy, rotate) and 'Send test', which delivers a test event to the saved address at once.
 */
export function WebhookSection({ state, dispatch, saved }: WebhookSectionProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <Section
      title={t`Webhook Settings`}
      description={t`Optional. A Discord webhook address gets a message; any other https address gets JSON signed with the secret below (Standard Webhooks).`}
    >
      <div className="space-y-5">
        {targets.map(({ target, field, label, hint, sendLabel }) => (
          <div key={target}>
            <label htmlFor={`${id}-${target}`} className={labelClass}>
              {i18n._(label)}
            </label>
            <div className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
              <input
                id={`${id}-${target}`}
                type="url"
                inputMode="url"
                value={state[field]}
                maxLength={500}
                placeholder={t`https://discord.com/api/webhooks/…`}
                onChange={(e) => dispatch({ type: 'set', patch: { [field]: e.target.value } })}
                className={inputClass(false, 'font-mono')}
              />
              {saved ? (
                <SendTest formId={saved.id} target={target} label={i18n._(sendLabel)} savedUrl={saved[field]} currentUrl={state[field].trim()} />
              ) : null}
            </div>
            <Hint>{i18n._(hint)}</Hint>
          </div>
        ))}
        {saved ? (
          saved.webhookSecret ? (
            <WebhookSecret formId={saved.id} secret={saved.webhookSecret} />
          ) : null
        ) : (
          <p className="rounded-xl border border-surface-700 bg-surface-900/50 px-4 py-3 text-sm text-slate-400">
            <Trans>Save the form first: then its signing secret shows here and you can send a test to each address.</Trans>
          </p>
        )}
      </div>
    </Section>
  );
}

function SendTest({
  formId,
  target,
  label,
  savedUrl,
  currentUrl,
}: {
  formId: number;
  target: Target;
  label: string;
  savedUrl: string | null;
  currentUrl: string;
}) {
  const { t } = useLingui();
  const test = useWebhookTest(formId);
  const [result, setResult] = useState<WebhookTestResult | { ok: false; status: null; message: string } | null>(null);
  const unsaved = (savedUrl ?? '') !== currentUrl;
  const send = () => {
    setResult(null);
    test
      .mutateAsync(target)
      .then(setResult, (err: unknown) => setResult({ ok: false, status: null, message: errorMessage(err, t`The test could not be sent. Please try again.`) }));
  };
  return (
    <div className="flex shrink-0 flex-col items-stretch gap-1 sm:w-56">
      <Button
        variant="secondary"
        onClick={send}
        disabled={!savedUrl || unsaved || test.isPending}
        aria-label={label}
      >
        {test.isPending ? <Trans>Sending...</Trans> : <Trans>Send test</Trans>}
      </Button>
      {!savedUrl || unsaved ? (
        <span className="text-xs text-slate-500">{unsaved ? <Trans>Save to test this address.</Trans> : <Trans>No address saved.</Trans>}</span>
      ) : null}
      <div role="status" aria-live="polite">
        {result ? (
          <p className={`text-xs ${result.ok ? 'text-emerald-300' : 'text-red-300'}`}>
            <TestResult ok={result.ok} status={result.status} message={result.message} />
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** 'Delivered (HTTP 204): …' or 'Failed: …' (the receiver's or the server's own words after the colon). */
function TestResult({ ok, status, message }: { ok: boolean; status: number | null; message: string }) {
  if (status !== null) return ok ? <Trans>Delivered (HTTP {status}): {message}</Trans> : <Trans>Failed (HTTP {status}): {message}</Trans>;
  return ok ? <Trans>Delivered: {message}</Trans> : <Trans>Failed: {message}</Trans>;
}

function WebhookSecret({ formId, secret }: { formId: number; secret: string }) {
  const { t } = useLingui();
  const id = useId();
  const [shown, setShown] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const rotate = useRotateWebhookSecret(formId);
  const copy = () => {
    navigator.clipboard?.writeText(secret).then(
      () => toast.success(t`Secret copied`),
      () => toast.error(t`Could not copy. Select the secret and copy it by hand.`),
    );
  };
  const doRotate = () => {
    rotate.mutateAsync().then(
      () => {
        setConfirm(false);
        setShown(true);
        toast.success(t`A new secret is in use. Update your receivers.`);
      },
      (err: unknown) => {
        setConfirm(false);
        toast.error(errorMessage(err, t`Could not rotate the secret. Please try again.`));
      },
    );
  };
  return (
    <div>
      <label htmlFor={`${id}-secret`} className={labelClass}>
        <Trans>Signing secret</Trans>
      </label>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <input id={`${id}-secret`} readOnly value={shown ? secret : '•'.repeat(32)} className={inputClass(false, 'font-mono')} />
        <Button variant="ghost" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
          <Icon d={icons.eye} />
          {shown ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </Button>
        <Button variant="ghost" onClick={copy}>
          <Icon d={icons.copy} />
          <Trans>Copy</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setConfirm(true)}>
          <Icon d={icons.refresh} />
          <Trans>Rotate</Trans>
        </Button>
      </div>
      <Hint>
        <Trans>Receivers check each request’s webhook-signature header with this secret.</Trans>
      </Hint>
      <ConfirmDialog
        open={confirm}
        title={t`Rotate signing secret`}
        confirmLabel={t`Rotate Secret`}
        tone="danger"
        busy={rotate.isPending}
        onConfirm={doRotate}
        onClose={() => setConfirm(false)}
      >
        <p>
          <Trans>The current secret stops working at once. Receivers that check signatures must be given the new secret.</Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
