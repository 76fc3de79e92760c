/** The audit module's public face: other modules record staff actions through it. */
export { auditActions, deleteAuditEntries, quoted, recordAudit, type AuditAction, type AuditEntry } from './audit.queries.ts';
export { redactAuditSummaries, type AuditRedaction } from './audit-redaction.queries.ts';
