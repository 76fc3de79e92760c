import { Trans, useLingui } from '@lingui/react/macro';
import type { ResponseDetail } from '@crp/shared';
import { Section } from './section.tsx';

/**
 * The response's post in the form's staff channel (D32), drawn the way Discord shows it, with
 * links to the message and its thread once posted. In demo mode nothing is posted: this preview
 * is what would be.
 */
/** Discord's markdown as it reads on screen: escapes and bold markers gone, mentions as @id. */
const asShown = (text: string) =>
  text
    .replace(/\*\*/g, '')
    .replace(/`/g, '')
    .replace(/<@(\d+)>/g, '@$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~:/<])/g, '$1');

export function StaffPostPreview({ post }: { post: NonNullable<ResponseDetail['staffPost']> }) {
  const { t } = useLingui();
  const { preview } = post;
  const channel = post.channelId;
  return (
    <Section title={t`Discord Staff Post`}>
      <p className="mb-3 text-sm text-slate-300">
        {post.messageUrl ? (
          <>
            <Trans>Posted in the staff channel.</Trans>{' '}
            <a href={post.messageUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-accent-300 underline hover:text-accent-200">
              <Trans>Open the message</Trans>
            </a>
            {post.threadUrl ? (
              <>
                {' · '}
                <a href={post.threadUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-accent-300 underline hover:text-accent-200">
                  <Trans>Open the thread</Trans>
                </a>
              </>
            ) : null}
          </>
        ) : (
          <Trans>Not posted (yet): see Deliveries below. This is how it looks in channel {channel}.</Trans>
        )}
      </p>
      <figure aria-label={t`Preview of the Discord post`} className="rounded-lg bg-[#313338] p-3 text-sm text-[#dbdee1]">
        <div className="flex rounded border-l-4 bg-[#2b2d31] p-3" style={{ borderLeftColor: preview.colour }}>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-[#00a8fc]">{preview.title}</p>
            <p className="mt-1 whitespace-pre-wrap break-words">{asShown(preview.description)}</p>
            <dl className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {preview.fields.map((f, i) => (
                <div key={`${f.name}-${i}`} className="min-w-0">
                  <dt className="font-semibold text-white">{asShown(f.name)}</dt>
                  <dd className="whitespace-pre-wrap break-words text-[#dbdee1]">{asShown(f.value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <div className="mt-2 flex flex-wrap gap-2" aria-label={t`Buttons on the post`}>
          {preview.buttons.map((b) => (
            <span
              key={b.label}
              className={`rounded px-3 py-1 text-xs font-semibold ${b.disabled ? 'bg-[#4e5058] text-[#b5bac1] line-through' : 'bg-[#5865f2] text-white'}`}
            >
              {b.label}
              {b.disabled ? (
                <span className="sr-only">
                  {' '}
                  <Trans>(disabled)</Trans>
                </span>
              ) : null}
            </span>
          ))}
        </div>
      </figure>
    </Section>
  );
}
