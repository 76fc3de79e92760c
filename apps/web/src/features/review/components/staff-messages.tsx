import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { collaborationLimits, type ResponseDetail, type ResponseMessage } from '@crp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { CharacterCounter, FieldError, textareaClass } from '../../../components/ui/field.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { responseMessagesQuery, useSendStaffMessage } from '../api.ts';

/** One message bubble: staff on the right, the applicant on the left, plain text with its line breaks. */
export function MessageBubble({ message, mine }: { message: ResponseMessage; mine: boolean }) {
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${mine ? 'bg-brand-700/60 text-white' : 'border border-surface-700 bg-surface-900 text-slate-100'}`}>
        <p className="text-xs text-slate-300">
          <span className="font-semibold">{message.from === 'staff' ? `${message.author.displayName} (staff)` : message.author.displayName}</span> ·{' '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
        <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
      </div>
    </li>
  );
}

/** The staff side of the conversation with the applicant (D31): the thread and a reply box; the applicant gets a DM. */
export function StaffMessages({ response }: { response: ResponseDetail }) {
  const id = useId();
  const thread = useQuery(responseMessagesQuery(response.id));
  const send = useSendStaffMessage(response.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const max = collaborationLimits.message;
  const submit = () => {
    if (!body.trim()) return setError('Write a message first.');
    if (body.length > max) return setError(`A message can be at most ${max.toLocaleString('en-US')} characters.`);
    setError(null);
    send.mutate(body, {
      onSuccess: () => {
        setBody('');
        toast.success('Message sent. The applicant gets a Discord message.');
      },
      onError: (err) => setError(errorMessage(err, 'The message could not be sent.')),
    });
  };

  return (
    <div>
      {thread.isPending ? (
        <LoadingBlock label="Loading messages..." />
      ) : thread.isError ? (
        <p className="text-sm text-red-300">The messages could not be loaded. Reload the page to try again.</p>
      ) : thread.data.messages.length === 0 ? (
        <p className="text-sm text-slate-400">No messages yet. Ask the applicant a question here: they get a Discord message and answer on their dashboard.</p>
      ) : (
        <ol className="max-h-96 space-y-3 overflow-y-auto pr-1" aria-label="Messages with the applicant" aria-live="polite">
          {thread.data.messages.map((m) => (
            <MessageBubble key={m.id} message={m} mine={m.from === 'staff'} />
          ))}
        </ol>
      )}
      <form
        className="mt-4 border-t border-surface-700 pt-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-200">
          Message to {response.user.displayName}
        </label>
        <textarea
          id={id}
          rows={3}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
              e.preventDefault();
              submit();
            }
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-count ${id}-error`}
          className={textareaClass(Boolean(error) || body.length > max)}
        />
        <div className="flex items-start justify-between gap-2">
          <FieldError id={`${id}-error`}>{error}</FieldError>
          <CharacterCounter id={`${id}-count`} length={body.length} max={max} />
        </div>
        <div className="mt-2 flex justify-end">
          <Button type="submit" size="sm" disabled={send.isPending || !body.trim()}>
            {send.isPending ? 'Sending...' : 'Send message'}
          </Button>
        </div>
      </form>
    </div>
  );
}
