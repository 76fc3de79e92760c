import type { Kysely } from 'kysely';

/**
 * Conditional questions (D35): form_questions.show_if holds a question's condition as JSON
 * {"questionId": <id of an earlier choice question of the same form>, "anyOf": [<option id>, …]},
 * or null for a question that is always asked. Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_questions').addColumn('show_if', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_questions').dropColumn('show_if').execute();
}
