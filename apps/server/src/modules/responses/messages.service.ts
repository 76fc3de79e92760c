import { collaborationMessages as text, isOpenStatus, type MessageList, type ResponseMessage } from '@crp/shared';
import { now, type DB, type Dialect } from '../../db/database.ts';
import { ConflictError, NotAllowedError, NotFoundError } from '../../lib/domain-errors.ts';
import { enqueueStaffMessageDelivery } from '../deliveries/index.ts';
import { toResponseMessage } from './collaboration.mappers.ts';
import { findResponseForCollaboration, insertMessage, listMessages, type CollaborationRow } from './collaboration.queries.ts';
import { serverText, statusInSentence } from '../locale/index.ts';

/**
 * The conversation with the applicant (D31). The applicant and reviewers read it; the applicant
 * writes while the response is open, staff at any time. A staff message queues one DM to the
 * applicant through the outbox, in the message's transaction.
 */
export interface Caller {
  id: number;
  isReviewer: boolean;
}

/** Who the caller is in this conversation; 404 for a response that does not exist, 403 for anyone else. */
export async function conversationSide(
  db: DB,
  dialect: Dialect,
  responseId: number,
  caller: Caller,
): Promise<{ side: 'applicant' | 'staff'; response: CollaborationRow }> {
  const response = await findResponseForCollaboration(db, dialect, responseId);
  if (!response) throw new NotFoundError(text.responseNotFound);
  if (response.user_id === caller.id) return { side: 'applicant', response };
  if (caller.isReviewer) return { side: 'staff', response };
  throw new NotAllowedError(text.notYourResponse);
}

const isOpen = isOpenStatus;

export async function readConversation(db: DB, dialect: Dialect, responseId: number, caller: Caller): Promise<MessageList> {
  const { side, response } = await conversationSide(db, dialect, responseId, caller);
  const messages = (await listMessages(db, responseId)).map(toResponseMessage);
  return { messages, canReply: side === 'staff' || isOpen(response.status) };
}

export async function postMessage(db: DB, dialect: Dialect, responseId: number, caller: Caller, body: string): Promise<ResponseMessage> {
  const { side, response } = await conversationSide(db, dialect, responseId, caller);
  const id = await db.transaction().execute(async (trx) => {
    const locked = await findResponseForCollaboration(trx, dialect, responseId, true);
    if (!locked) throw new NotFoundError(text.responseNotFound);
    if (side === 'applicant' && !isOpen(locked.status)) throw new ConflictError(serverText('error.collab.conversationClosed', { status: statusInSentence(locked.status) }), 'conversation_closed');
    const messageId = await insertMessage(trx, { responseId, authorId: caller.id, fromStaff: side === 'staff', body, at: now() });
    if (side === 'staff') {
      await enqueueStaffMessageDelivery(
        trx,
        { id: messageId, responseId, memberId: response.user_id, formId: response.form_id, formTitle: response.form_title, body },
        { discordId: response.discord_id, username: response.username, displayName: response.display_name ?? response.username },
      );
    }
    return messageId;
  });
  const row = (await listMessages(db, responseId)).find((m) => m.id === id);
  return toResponseMessage(row!);
}
