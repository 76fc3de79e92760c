import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MyResponse } from '@crp/shared';
import { MessageBubble, TextComposer } from '../../../components/ui/composer.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { myMessagesQuery } from '../api.ts';
import { useSendMyMessage } from '../mutations.ts';

/** Plain text the person may send (D31: 1–2 000 characters). */
const MESSAGE_MAX = 2000;

/** The thread and, while the application is open, the reply box (D31). */
function Thread({ response }: { response: MyResponse }) {
  const thread = useQuery(myMessagesQuery(response.id));
  const send = useSendMyMessage(response.id);
  if (thread.isPending) return <LoadingBlock label="Loading messages..." />;
  if (thread.isError) return <p className="text-sm text-red-300">The messages could not be loaded. Reload the page to try again.</p>;
  return (
    <div>
      {thread.data.messages.length === 0 ? (
        <p className="text-sm text-slate-400">No messages yet. The staff can ask you questions about this application here.</p>
      ) : (
        <ol className="max-h-80 space-y-3 overflow-y-auto pr-1" aria-label={`Messages about ${response.application.title}`}>
          {thread.data.messages.map((m) => (
            <MessageBubble key={m.id} message={m} mine={m.from === 'applicant'} author={m.from === 'applicant' ? 'You' : `${m.author.displayName} (staff)`} />
          ))}
        </ol>
      )}
      {thread.data.canReply ? (
        <div className="mt-3">
          <TextComposer
            label="Reply to the staff"
            max={MESSAGE_MAX}
            submitLabel="Send reply"
            emptyError="Write a message first."
            failure="Your message could not be sent. Try again."
            onSubmit={async (body) => {
              await send.mutateAsync(body);
              await thread.refetch();
            }}
          />
        </div>
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
