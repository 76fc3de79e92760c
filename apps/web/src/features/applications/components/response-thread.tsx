import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { MyResponse } from '@crp/shared';
import { MessageBubble, TextComposer } from '../../../components/ui/composer.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { myMessagesQuery } from '../api.ts';
import { useSendMyMessage } from '../mutations.ts';

/** Plain text the person may send (D31: 1–2 000 characters). */
const MESSAGE_MAX = 2000;

/** The thread and, while the application is open, the reply box (D31). */
export default function Thread({ response }: { response: MyResponse }) {
  const { t } = useLingui();
  const thread = useQuery(myMessagesQuery(response.id));
  const send = useSendMyMessage(response.id);
  const title = response.application.title;
  const staffAuthor = (name: string) => t`${name} (staff)`;
  if (thread.isPending) return <LoadingBlock label={t`Loading messages...`} />;
  if (thread.isError)
    return (
      <p className="text-sm text-red-300">
        <Trans>The messages could not be loaded. Reload the page to try again.</Trans>
      </p>
    );
  return (
    <div>
      {thread.data.messages.length === 0 ? (
        <p className="text-sm text-slate-400">
          <Trans>No messages yet. The staff can ask you questions about this application here.</Trans>
        </p>
      ) : (
        <ol className="max-h-80 space-y-3 overflow-y-auto pr-1" aria-label={t`Messages about ${title}`}>
          {thread.data.messages.map((m) => (
            <MessageBubble key={m.id} message={m} mine={m.from === 'applicant'} author={m.from === 'applicant' ? t`You` : staffAuthor(m.author.displayName)} />
          ))}
        </ol>
      )}
      {thread.data.canReply ? (
        <div className="mt-3">
          <TextComposer
            label={t`Reply to the staff`}
            max={MESSAGE_MAX}
            submitLabel={t`Send reply`}
            emptyError={t`Write a message first.`}
            failure={t`Your message could not be sent. Try again.`}
            onSubmit={async (body) => {
              await send.mutateAsync(body);
              await thread.refetch();
            }}
          />
        </div>
      ) : thread.data.messages.length > 0 ? (
        <p className="mt-3 text-sm text-slate-400">
          <Trans>This application is closed, so the conversation is closed too.</Trans>
        </p>
      ) : null}
    </div>
  );
}
