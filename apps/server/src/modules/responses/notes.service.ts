import { collaborationMessages as text, type StaffNote } from '@crp/shared';
import { now, type DB, type Dialect } from '../../db/database.ts';
import { NotAllowedError, NotFoundError } from '../../lib/domain-errors.ts';
import { quoted, recordAudit } from '../audit/index.ts';
import { toStaffNote, type Viewer } from './collaboration.mappers.ts';
import { deleteNote, findNote, findResponseForCollaboration, insertNote, listNotes, updateNote } from './collaboration.queries.ts';

/**
 * Staff notes (D29): any reviewer adds; the author edits; the author or an admin deletes. Each
 * write is audited in its transaction (the audit names the note, never its text: notes stay private).
 */
/** The response, when `viewer` may write notes on it: staff, and not its applicant (D43 c). */
async function responseOrThrow(db: DB, dialect: Dialect | null, responseId: number, viewer: Viewer) {
  const response = await findResponseForCollaboration(db, dialect, responseId);
  if (!response) throw new NotFoundError(text.responseNotFound);
  if (response.user_id === viewer.id) throw new NotAllowedError(text.ownNotes);
  return response;
}

async function noteAsSeen(db: DB, responseId: number, noteId: number, viewer: Viewer): Promise<StaffNote> {
  const row = (await listNotes(db, responseId)).find((n) => n.id === noteId);
  if (!row) throw new NotFoundError(text.noteNotFound);
  return toStaffNote(row, viewer);
}

export async function addNote(db: DB, dialect: Dialect, responseId: number, viewer: Viewer, body: string): Promise<StaffNote> {
  const response = await responseOrThrow(db, dialect, responseId, viewer);
  const id = await db.transaction().execute(async (trx) => {
    const noteId = await insertNote(trx, { responseId, authorId: viewer.id, body, at: now() });
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'response.note_add',
      targetType: 'response',
      targetId: responseId,
      summary: `Added note #${noteId} on response #${responseId} (${quoted(response.form_title)})`,
    });
    return noteId;
  });
  return noteAsSeen(db, responseId, id, viewer);
}

export async function editNote(db: DB, responseId: number, noteId: number, viewer: Viewer, body: string): Promise<StaffNote> {
  await responseOrThrow(db, null, responseId, viewer);
  await db.transaction().execute(async (trx) => {
    const note = await findNote(trx, responseId, noteId);
    if (!note) throw new NotFoundError(text.noteNotFound);
    if (note.author_id !== viewer.id) throw new NotAllowedError(text.noteNotYours);
    await updateNote(trx, noteId, body, now());
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'response.note_edit',
      targetType: 'response',
      targetId: responseId,
      summary: `Edited note #${noteId} on response #${responseId}`,
    });
  });
  return noteAsSeen(db, responseId, noteId, viewer);
}

export async function removeNote(db: DB, responseId: number, noteId: number, viewer: Viewer): Promise<void> {
  await responseOrThrow(db, null, responseId, viewer);
  await db.transaction().execute(async (trx) => {
    const note = await findNote(trx, responseId, noteId);
    if (!note) throw new NotFoundError(text.noteNotFound);
    if (note.author_id !== viewer.id && !viewer.isAdmin) throw new NotAllowedError(text.noteDeleteDenied);
    await deleteNote(trx, noteId);
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'response.note_delete',
      targetType: 'response',
      targetId: responseId,
      summary: `Deleted note #${noteId} on response #${responseId}${note.author_id === viewer.id ? '' : ' (written by another reviewer)'}`,
    });
  });
}
