import type { Insertable, Transaction } from 'kysely';
import { fromBool, now, type DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { FormsTable } from './forms.tables.ts';
import type { FormDraft, QuestionDraft } from './form-input.mappers.ts';
import { describeCreatedForm, describeDeletedForm, describeFormChanges, describeToggle } from './forms-audit.rules.ts';
import { quoted, recordAudit } from '../audit/index.ts';
import { newWebhookSecret } from './webhook-secret.rules.ts';
import { ConflictError } from '../../lib/domain-errors.ts';
import { formAdminMessages } from '@crp/shared';
import { parseCondition } from './forms.mappers.ts';
import { gateColumns } from './form-gates.mappers.ts';

/** A timestamp strictly after `previous`, so every save yields a new version even within one millisecond. */
function laterThan(previous: string): string {
  const stamp = now();
  return stamp > previous ? stamp : new Date(Date.parse(previous) + 1).toISOString();
}

type Trx = Transaction<Database>;

/** Slugs that would collide with the fixed /api/applications paths. */
const reservedSlugs = new Set(['public', 'my-applications', 'responses', 'response']);

export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return base || 'form';
}

/** The first free slug among base, base-2, base-3… The unique index is the final guard. */
async function uniqueSlug(trx: Trx, title: string): Promise<string> {
  const base = slugify(title);
  const taken = new Set(
    (
      await trx
        .selectFrom('forms')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((r) => r.slug),
  );
  if (!taken.has(base) && !reservedSlugs.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function formColumns(draft: FormDraft) {
  return {
    type: draft.type,
    title: draft.title,
    description: draft.description,
    requirements: draft.requirements,
    deadline: draft.deadline,
    is_active: fromBool(draft.isActive),
    requires_interview: fromBool(draft.requiresInterview),
    enable_pagination: fromBool(draft.enablePagination),
    votes_required: draft.votesRequired,
    voting_binding: fromBool(draft.votingBinding),
    review_target_hours: draft.reviewTargetHours,
    ...gateColumns(draft.gates),
    staff_channel_id: draft.staffChannelId,
    discord_roles: JSON.stringify(draft.roles),
    webhook_incoming: draft.webhookIncoming,
    webhook_response: draft.webhookResponse,
  };
}

function questionColumns(q: QuestionDraft) {
  return {
    type: q.type,
    title: q.title,
    description: q.description,
    placeholder: q.placeholder,
    is_required: fromBool(q.isRequired),
    page_number: q.pageNumber,
    display_order: q.displayOrder,
    options: JSON.stringify(q.options),
    rating_max: q.ratingMax,
    // Written by writeConditions once every question of the form has its id.
    show_if: null,
  };
}

/**
 * Stores each condition with its source's real id (D35). New questions get their ids only when
 * inserted, so conditions are written after all questions, in the same transaction.
 */
async function writeConditions(trx: Trx, draft: FormDraft, ids: number[]): Promise<void> {
  for (const [index, q] of draft.questions.entries()) {
    if (!q.showIf) continue;
    const showIf = JSON.stringify({ questionId: ids[q.showIf.sourceIndex], anyOf: q.showIf.anyOf });
    await trx.updateTable('form_questions').set({ show_if: showIf }).where('id', '=', ids[index]!).execute();
  }
}

/** Inserts the questions one by one, so each id is known in draft order (a multi-row RETURNING promises no order). */
async function insertQuestions(trx: Trx, formId: number, questions: QuestionDraft[]): Promise<number[]> {
  const ids: number[] = [];
  for (const q of questions) {
    const row = await trx
      .insertInto('form_questions')
      .values({ ...questionColumns(q), form_id: formId })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/**
 * Creates the form and its questions in one transaction; the slug comes from the title unless given.
 * `createdBy` is also the audit actor (null: the demo seed).
 */
export async function createForm(db: DB, draft: FormDraft, createdBy: number | null, slug?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await insertFormRow(trx, { ...formColumns(draft), slug: slug ?? (await uniqueSlug(trx, draft.title)) }, createdBy);
    await writeConditions(trx, draft, await insertQuestions(trx, row.id, draft.questions));
    await recordAudit(trx, { actorId: createdBy, action: 'form.create', targetType: 'form', targetId: row.id, summary: describeCreatedForm(draft) });
    return row.id;
  });
}

/**
 * Saves an edited form: questions are updated in place by id, new ones inserted, missing ones
 * deleted. Answers keep their own snapshot (D7), so none of this changes earlier responses.
 * The slug stays as it was: links to the form keep working after a title change.
 */
export async function updateForm(db: DB, formId: number, draft: FormDraft, actorId: number | null, expectedUpdatedAt?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('forms').selectAll().where('id', '=', formId).executeTakeFirst();
    if (!before) return;
    const beforeQuestions = await trx.selectFrom('form_questions').selectAll().where('form_id', '=', formId).execute();
    // Compare-and-set on updated_at inside the write itself: of two saves racing from the same
    // version, exactly one matches; the other rolls back whole and is told (409).
    const updated = await trx
      .updateTable('forms')
      .set({ ...formColumns(draft), updated_at: laterThan(before.updated_at) })
      .where('id', '=', formId)
      .$if(expectedUpdatedAt !== undefined, (qb) => qb.where('updated_at', '=', expectedUpdatedAt!))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new ConflictError(formAdminMessages.editedElsewhere, 'edited_elsewhere');
    const keep = draft.questions.flatMap((q) => (q.id === null ? [] : [q.id]));
    await trx
      .deleteFrom('form_questions')
      .where('form_id', '=', formId)
      .$if(keep.length > 0, (qb) => qb.where('id', 'not in', keep))
      .execute();
    for (const q of draft.questions) {
      if (q.id === null) continue;
      await trx.updateTable('form_questions').set(questionColumns(q)).where('id', '=', q.id).where('form_id', '=', formId).execute();
    }
    const addedIds = await insertQuestions(
      trx,
      formId,
      draft.questions.filter((q) => q.id === null),
    );
    const ids = draft.questions.map((q) => q.id ?? addedIds.shift()!);
    await writeConditions(trx, draft, ids);
    await recordAudit(trx, {
      actorId,
      action: 'form.update',
      targetType: 'form',
      targetId: formId,
      summary: describeFormChanges(before, beforeQuestions, draft),
    });
  });
}

/** Removes the form; its questions, responses, answers and history go with it (ON DELETE CASCADE, D7). */
export async function deleteForm(db: DB, formId: number, actorId: number | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const form = await trx.selectFrom('forms').selectAll().where('id', '=', formId).executeTakeFirst();
    if (!form) return false;
    const { n } = await trx
      .selectFrom('form_responses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('form_id', '=', formId)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('forms').where('id', '=', formId).execute();
    await recordAudit(trx, { actorId, action: 'form.delete', targetType: 'form', targetId: formId, summary: describeDeletedForm(form, Number(n)) });
    return true;
  });
}

export async function setFormActive(db: DB, formId: number, isActive: boolean, actorId: number | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const form = await trx.selectFrom('forms').selectAll().where('id', '=', formId).executeTakeFirst();
    if (!form) return false;
    await trx
      .updateTable('forms')
      .set({ is_active: fromBool(isActive), updated_at: now() })
      .where('id', '=', formId)
      .execute();
    await recordAudit(trx, { actorId, action: 'form.toggle', targetType: 'form', targetId: formId, summary: describeToggle(form, isActive) });
    return true;
  });
}

/** A new form row: its own webhook signing key, its creator and both timestamps added to `values`. */
function insertFormRow(
  trx: Trx,
  values: Omit<Insertable<FormsTable>, 'webhook_secret' | 'created_by' | 'created_at' | 'updated_at'>,
  createdBy: number | null,
) {
  const at = now();
  return trx
    .insertInto('forms')
    .values({ ...values, webhook_secret: newWebhookSecret(), created_by: createdBy, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The title of a copy: '… (copy)', kept within the title limit. */
export function copyTitle(title: string, limit = 200): string {
  const suffix = ' (copy)';
  return `${title.slice(0, limit - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Copies a form and its questions (same option ids, so the copy's answers read alike) as a new,
 * inactive form with its own slug and webhook secret; it opens only when an admin enables it. No responses are copied.
 */
export async function duplicateForm(db: DB, formId: number, createdBy: number | null): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const form = await trx.selectFrom('forms').selectAll().where('id', '=', formId).executeTakeFirst();
    if (!form) return null;
    const { id: _id, slug: _slug, created_at: _created, updated_at: _updated, created_by: _by, ...columns } = form;
    const title = copyTitle(form.title);
    // The copy gets its own webhook key (insertFormRow): receivers of the original must not accept the copy's events.
    const row = await insertFormRow(trx, { ...columns, title, is_active: 0, slug: await uniqueSlug(trx, title) }, createdBy);
    await recordAudit(trx, {
      actorId: createdBy,
      action: 'form.create',
      targetType: 'form',
      targetId: row.id,
      summary: `Created ${quoted(title)} as a copy of ${quoted(form.title)}`,
    });
    const questions = await trx.selectFrom('form_questions').selectAll().where('form_id', '=', formId).orderBy('id').execute();
    // Conditions name their source by id: the copy's point at the copy's own questions (D35).
    const newIds = new Map<number, number>();
    for (const { id: oldId, form_id: _fid, ...q } of questions) {
      const copy = await trx
        .insertInto('form_questions')
        .values({ ...q, show_if: null, form_id: row.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      newIds.set(oldId, copy.id);
    }
    for (const q of questions) {
      const condition = parseCondition(q.show_if);
      const source = condition ? newIds.get(condition.questionId) : undefined;
      if (!condition || source === undefined) continue;
      await trx
        .updateTable('form_questions')
        .set({ show_if: JSON.stringify({ questionId: source, anyOf: condition.anyOf }) })
        .where('id', '=', newIds.get(q.id)!)
        .execute();
    }
    return row.id;
  });
}

/** Gives the form a new webhook secret; the old one stops signing at once. Returns the new secret, or undefined for an unknown form. */
export async function rotateWebhookSecret(db: DB, formId: number, actorId: number): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const secret = newWebhookSecret();
    const form = await trx
      .updateTable('forms')
      .set({ webhook_secret: secret, updated_at: now() })
      .where('id', '=', formId)
      .returning('title')
      .executeTakeFirst();
    if (!form) return undefined;
    await recordAudit(trx, {
      actorId,
      action: 'form.webhook_secret_rotate',
      targetType: 'form',
      targetId: formId,
      summary: `Rotated the webhook secret of "${form.title}"`,
    });
    return secret;
  });
}
