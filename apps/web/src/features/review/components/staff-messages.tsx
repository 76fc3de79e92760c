import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ResponseDetail } from '@crp/shared';
import { collaborationLimits } from '@crp/shared/collaboration-texts';
import { MessageBubble, TextComposer } from '../../../components/ui/composer.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { responseMessagesQuery, useSendStaffMessage } from '../api.ts';

/** The staff side of the conversation with the applicant (D31): the thread and a reply box; the applicant gets a DM. */
export function StaffMessages({ response }: { response: ResponseDetail }) {
  const { t } = useLingui();
  const thread = useQuery(responseMessagesQuery(response.id));
  const applicant = response.user.displayName;
  const staffAuthor = (name: string) => t`${name} (staff)`;
  const send = useSendStaffMessage(response.id);
  return (
    <div>
      {thread.isPending ? (
        <LoadingBlock label={t`Loading messages...`} />
      ) : thread.isError ? (
        <p className="text-sm text-red-300">
          <Trans>The messages could not be loaded. Reload the page to try again.</Trans>
        </p>
      ) : thread.data.messages.length === 0 ? (
        <p className="text-sm text-slate-400">
          <Trans>No messages yet. Ask the applicant a question here: they get a Discord message and answer on their dashboard.</Trans>
        </p>
      ) : (
        <ol className="max-h-96 space-y-3 overflow-y-auto pr-1" aria-label={t`Messages with the applicant`} aria-live="polite">
          {thread.data.messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              mine={m.from === 'staff'}
              author={m.from === 'staff' ? staffAuthor(m.author.displayName) : m.author.displayName}
            />
          ))}
        </ol>
      )}
      <div className="mt-4 border-t border-surface-700 pt-4">
        <TextComposer
          label={t`Message to ${applicant}`}
          max={collaborationLimits.message}
          submitLabel={t`Send message`}
          emptyError={t`Write a message first.`}
          failure={t`The message could not be sent.`}
          onSubmit={async (body) => {
            await send.mutateAsync(body);
            toast.success(t`Message sent. The applicant gets a Discord message.`);
          }}
        />
      </div>
    </div>
  );
}
