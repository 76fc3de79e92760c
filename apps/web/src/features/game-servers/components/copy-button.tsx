import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { gameServersTexts as texts } from '../game-servers.texts.ts';

/** Copies `value`; the outcome is announced to screen readers ("Copied") and shown beside the button. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = () => {
    const done = navigator.clipboard?.writeText(value);
    if (!done) return setOutcome('failed');
    done.then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={copy}>
        {label}
      </Button>
      <span role="status" aria-live="polite" className={`text-xs ${outcome === 'failed' ? 'text-red-300' : 'text-emerald-300'}`}>
        {outcome === 'copied' ? texts.created.copied : outcome === 'failed' ? texts.created.copyFailed : ''}
      </span>
    </span>
  );
}
