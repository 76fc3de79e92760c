import { useId, useState } from 'react';
import { collaborationLimits, type ResponseDetail, type StaffNote } from '@crp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CharacterCounter, FieldError, textareaClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useAddNote, useDeleteNote, useEditNote } from '../api.ts';

const max = collaborationLimits.note;

/** A note's text box: counter, Ctrl/Cmd+Enter sends, the limit said before the server has to. */
function NoteEditor({
  label,
  initial = '',
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const tooLong = body.length > max;
  const submit = async () => {
    if (!body.trim()) return setError('Write something first.');
    if (tooLong) return setError(`A note can be at most ${max.toLocaleString('en-US')} characters.`);
    setError(null);
    try {
      await onSubmit(body);
      setBody('');
    } catch (err) {
      setError(errorMessage(err, 'The note could not be saved. Try again.'));
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={body}
        placeholder="Only staff see notes. Plain text."
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
            e.preventDefault();
            void submit();
          }
        }}
        aria-invalid={Boolean(error) || tooLong}
        aria-describedby={`${id}-count ${id}-error`}
        className={textareaClass(Boolean(error) || tooLong)}
      />
      <div className="flex items-start justify-between gap-2">
        <FieldError id={`${id}-error`}>{error}</FieldError>
        <CharacterCounter id={`${id}-count`} length={body.length} max={max} />
      </div>
      <div className="mt-2 flex justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={busy || !body.trim()}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function NoteItem({ responseId, note }: { responseId: number; note: StaffNote }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditNote(responseId);
  const remove = useDeleteNote(responseId);
  const author = note.author?.displayName ?? 'Deleted user';
  return (
    <li className="rounded-xl border border-surface-700 bg-surface-900/60 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-xs text-slate-400">
        <span>
          <span className="font-semibold text-slate-200">{author}</span> ·{' '}
          <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
          {note.editedAt ? <span title={formatDateTime(note.editedAt)}> · edited</span> : null}
        </span>
        {!editing && (note.canEdit || note.canDelete) ? (
          <span className="flex gap-1">
            {note.canEdit ? (
              <Button variant="ghost" size="sm" className="px-2 py-0.5 text-xs" onClick={() => setEditing(true)} aria-label={`Edit note by ${author}`}>
                Edit
              </Button>
            ) : null}
            {note.canDelete ? (
              <Button variant="ghost" size="sm" className="px-2 py-0.5 text-xs text-red-300" onClick={() => setConfirming(true)} aria-label={`Delete note by ${author}`}>
                Delete
              </Button>
            ) : null}
          </span>
        ) : null}
      </div>
      {editing ? (
        <div className="mt-2">
          <NoteEditor
            label={`Edit note by ${author}`}
            initial={note.body}
            submitLabel="Save note"
            busy={edit.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              await edit.mutateAsync({ noteId: note.id, body });
              setEditing(false);
              toast.success('Note saved');
            }}
          />
        </div>
      ) : (
        // Plain text with its line breaks; React escapes it, so typed HTML stays text.
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-100">{note.body}</p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this note?"
        confirmLabel="Delete note"
        busyLabel="Deleting..."
        tone="danger"
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(note.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Note deleted');
            },
            onError: (err) => toast.error(errorMessage(err, 'The note could not be deleted.')),
          })
        }
      >
        <p className="text-sm text-slate-300">The note by {author} is removed for every reviewer. The audit log keeps that it existed, not what it said.</p>
      </ConfirmDialog>
    </li>
  );
}

/** Staff notes (D29): private to reviewers, oldest first, beside the timeline. */
export function StaffNotes({ response }: { response: ResponseDetail }) {
  const add = useAddNote(response.id);
  return (
    <div>
      {response.notes.length === 0 ? (
        <p className="text-sm text-slate-400">No notes yet. Notes are private to staff: the applicant never sees them.</p>
      ) : (
        <ol className="space-y-3" aria-label="Staff notes">
          {response.notes.map((note) => (
            <NoteItem key={note.id} responseId={response.id} note={note} />
          ))}
        </ol>
      )}
      <div className="mt-4 border-t border-surface-700 pt-4">
        <h3 className="mb-2 text-sm font-semibold text-slate-200">Add note</h3>
        <NoteEditor
          label="Add note"
          submitLabel="Add note"
          busy={add.isPending}
          onSubmit={async (body) => {
            await add.mutateAsync(body);
            toast.success('Note added');
          }}
        />
      </div>
    </div>
  );
}
