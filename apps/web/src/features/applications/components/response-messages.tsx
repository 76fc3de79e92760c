import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MyResponse, ResponseMessage } from '@crp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { CharacterCounter, FieldError, textareaClass } from '../../../components/ui/field.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { myMessagesQuery } from '../api.ts';
import { useSendMyMessage } from '../mutations.ts';

/** Plain text the person may send (D31: 1–2 000 characters). */
const MESSAGE_MAX = 2000;

function Bubble({ message }: { message: ResponseMessage }) {
  const mine = message.from === 'applicant';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${mine ? 'bg-brand-700/60 text-white' : 'border border-surface-600 bg-surface-800 text-slate-100'}`}>
        <p className="text-xs text-slate-300">
          <span className="font-semibold">{mine ? 'You' : `${message.author.displayName} (staff)`}</span> ·{' '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
        <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
      </div>
    </li>
  );
}

/** The thread and, while the application is open, the reply box (D31). */
function Thread({ response }: { response: MyResponse }) {
  const id = useId();
  const thread = useQuery(myMessagesQuery(response.id));
  const send = useSendMyMessage(response.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (thread.isPending) return <LoadingBlock label="Loading messages..." />;
  if (thread.isError) return <p className="text-sm text-red-300">The messages could not be loaded. Reload the page to try again.</p>;
  const submit = () => {
    if (!body.trim()) return setError('Write a message first.');
    if (body.length > MESSAGE_MAX) return setError(`A message can be at most ${MESSAGE_MAX.toLocaleString('en-US')} characters.`);
    setError(null);
    send.mutate(body, {
      onSuccess: () => {
        setBody('');
        void thread.refetch();
      },
      onError: (err) => setError(errorMessage(err, 'Your message could not be sent. Try again.')),
    });
  };
  return (
    <div>
      {thread.data.messages.length === 0 ? (
        <p className="text-sm text-slate-400">No messages yet. The staff can ask you questions about this application here.</p>
      ) : (
        <ol className="max-h-80 space-y-3 overflow-y-auto pr-1" aria-label={`Messages about ${response.application.title}`}>
          {thread.data.messages.map((m) => (
            <Bubble key={m.id} message={m} />
          ))}
        </ol>
      )}
      {thread.data.canReply ? (
        <form
          className="mt-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-200">
            Reply to the staff
          </label>
          <textarea
            id={id}
            rows={3}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-count ${id}-error`}
            className={textareaClass(Boolean(error) || body.length > MESSAGE_MAX)}
          />
          <div className="flex items-start justify-between gap-2">
            <FieldError id={`${id}-error`}>{error}</FieldError>
            <CharacterCounter id={`${id}-count`} length={body.length} max={MESSAGE_MAX} />
          </div>
          <div className="mt-2 flex justify-end">
            <Button type="submit" size="sm" disabled={send.isPending || !body.trim()}>
              {send.isPending ? 'Sending...' : 'Send reply'}
            </Button>
          </div>
        </form>
      ) : thread.data.messages.length > 0 ? (
        <p className="mt-3 text-sm text-slate-400">This application is closed, so the conversation is closed too.</p>
      ) : null}
    </div>
  );
}

/**
 * 'Messages' under one of the person's applications (D31): closed until opened (the thread loads
 * then); says when the staff wrote last, so a question does not go unseen.
 */
export function ResponseMessages({ response }: { response: MyResponse }) {
  const [open, setOpen] = useState(response.messages.lastFrom === 'staff');
  const panelId = useId();
  const { count, lastFrom } = response.messages;
  const isOpenStatus = ['submitted', 'under_review', 'pending_interview'].includes(response.status);
  if (count === 0 && !isOpenStatus) return null;
  return (
    <div className="mt-4 rounded-xl border border-surface-700 bg-surface-850/60 p-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between gap-2 rounded text-left text-sm font-semibold text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
      >
        <span>
          Messages{count ? ` (${count})` : ''}
          {lastFrom === 'staff' ? <span className="ml-2 rounded-full bg-amber-500/20 px-2 py-0.5 text-xs font-semibold text-amber-200">New from staff</span> : null}
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open ? (
        <div id={panelId} className="mt-3">
          <Thread response={response} />
        </div>
      ) : null}
    </div>
  );
}
