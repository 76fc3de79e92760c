import { useQuery } from '@tanstack/react-query';
import type { ResponseDetail } from '@crp/shared';
import { collaborationLimits } from '@crp/shared/collaboration-texts';
import { MessageBubble, TextComposer } from '../../../components/ui/composer.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { responseMessagesQuery, useSendStaffMessage } from '../api.ts';

/** The staff side of the conversation with the applicant (D31): the thread and a reply box; the applicant gets a DM. */
export function StaffMessages({ response }: { response: ResponseDetail }) {
  const thread = useQuery(responseMessagesQuery(response.id));
  const send = useSendStaffMessage(response.id);
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
            <MessageBubble
              key={m.id}
              message={m}
              mine={m.from === 'staff'}
              author={m.from === 'staff' ? `${m.author.displayName} (staff)` : m.author.displayName}
            />
          ))}
        </ol>
      )}
      <div className="mt-4 border-t border-surface-700 pt-4">
        <TextComposer
          label={`Message to ${response.user.displayName}`}
          max={collaborationLimits.message}
          submitLabel="Send message"
          emptyError="Write a message first."
          failure="The message could not be sent."
          onSubmit={async (body) => {
            await send.mutateAsync(body);
            toast.success('Message sent. The applicant gets a Discord message.');
          }}
        />
      </div>
    </div>
  );
}
