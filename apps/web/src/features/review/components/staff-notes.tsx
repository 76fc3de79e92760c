import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ResponseDetail, StaffNote } from '@crp/shared';
import { collaborationLimits } from '@crp/shared/collaboration-texts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextComposer } from '../../../components/ui/composer.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useAddNote, useDeleteNote, useEditNote } from '../api.ts';

const max = collaborationLimits.note;

function NoteItem({ responseId, note }: { responseId: number; note: StaffNote }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditNote(responseId);
  const remove = useDeleteNote(responseId);
  const author = note.author?.displayName ?? t`Deleted user`;
  return (
    <li className="rounded-xl border border-surface-700 bg-surface-900/60 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-xs text-slate-400">
        <span>
          <span className="font-semibold text-slate-200">{author}</span> · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
          {note.editedAt ? (
            <span title={formatDateTime(note.editedAt)}>
              {' · '}
              <Trans>edited</Trans>
            </span>
          ) : null}
        </span>
        {!editing && (note.canEdit || note.canDelete) ? (
          <span className="flex gap-1">
            {note.canEdit ? (
              <Button variant="ghost" size="sm" className="px-2 py-0.5 text-xs" onClick={() => setEditing(true)} aria-label={t`Edit note by ${author}`}>
                <Trans>Edit</Trans>
              </Button>
            ) : null}
            {note.canDelete ? (
              <Button
                variant="ghost"
                size="sm"
                className="px-2 py-0.5 text-xs text-red-300"
                onClick={() => setConfirming(true)}
                aria-label={t`Delete note by ${author}`}
              >
                <Trans>Delete</Trans>
              </Button>
            ) : null}
          </span>
        ) : null}
      </div>
      {editing ? (
        <div className="mt-2">
          <TextComposer
            label={t`Edit note by ${author}`}
            labelHidden
            max={max}
            initial={note.body}
            submitLabel={t`Save note`}
            busyLabel={t`Saving...`}
            failure={t`The note could not be saved. Try again.`}
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              await edit.mutateAsync({ noteId: note.id, body });
              setEditing(false);
              toast.success(t`Note saved`);
            }}
          />
        </div>
      ) : (
        // Plain text with its line breaks; React escapes it, so typed HTML stays text.
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-100">{note.body}</p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t`Delete this note?`}
        confirmLabel={t`Delete note`}
        busyLabel={t`Deleting...`}
        tone="danger"
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(note.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t`Note deleted`);
            },
            onError: (err) => toast.error(errorMessage(err, t`The note could not be deleted.`)),
          })
        }
      >
        <p className="text-sm text-slate-300">
          <Trans>The note by {author} is removed for every reviewer. The audit log keeps that it existed, not what it said.</Trans>
        </p>
      </ConfirmDialog>
    </li>
  );
}

/** Staff notes (D29): private to reviewers, oldest first, beside the timeline. */
export function StaffNotes({ response }: { response: ResponseDetail }) {
  const { t } = useLingui();
  const add = useAddNote(response.id);
  return (
    <div>
      {response.notes.length === 0 ? (
        <p className="text-sm text-slate-400">
          <Trans>No notes yet. Notes are private to staff: the applicant never sees them.</Trans>
        </p>
      ) : (
        <ol className="space-y-3" aria-label={t`Staff notes`}>
          {response.notes.map((note) => (
            <NoteItem key={note.id} responseId={response.id} note={note} />
          ))}
        </ol>
      )}
      <div className="mt-4 border-t border-surface-700 pt-4">
        <h3 className="mb-2 text-sm font-semibold text-slate-200">
          <Trans>Add note</Trans>
        </h3>
        <TextComposer
          label={t`Add note`}
          labelHidden
          max={max}
          placeholder={t`Only staff see notes. Plain text.`}
          submitLabel={t`Add note`}
          busyLabel={t`Saving...`}
          failure={t`The note could not be saved. Try again.`}
          onSubmit={async (body) => {
            await add.mutateAsync(body);
            toast.success(t`Note added`);
          }}
        />
      </div>
    </div>
  );
}
