import type { Kysely } from 'kysely';

// Placeholder: filled by the feature that owns these tables before its first release.
export async function up(_db: Kysely<any>): Promise<void> {}
export async function down(_db: Kysely<any>): Promise<void> {}
