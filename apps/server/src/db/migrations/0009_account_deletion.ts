import type { Kysely } from 'kysely';

/** Account deletion (D28): the row stays (responses keep their applicant) but is marked and emptied. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
}
