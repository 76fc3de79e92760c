/** The forms module's public face: form definitions as other modules read them, and the editor's routes. */
export { formTypeOf, isFormOpen, parseOptions, parseRoles, toFormSummary, toQuestion } from './forms.mappers.ts';
export { allFormRoleIds, findFormById, findFormBySlug, listFormTitles, listFormsWithQuestionCount, listQuestions, listReviewTargets } from './forms.queries.ts';
export { createForm, rotateWebhookSecret } from './forms-write.service.ts';
export { checkBotRoles, roleWarnings } from './role-precheck.service.ts';
export { checkStaffChannel } from './channel-precheck.service.ts';
export { webhookSigningKey } from './webhook-secret.rules.ts';
export { findWebhookSettings } from './forms.queries.ts';
export { toFormDraft } from './form-input.mappers.ts';
export type { FormRow } from './forms.tables.ts';
export { gatesOf } from './form-gates.mappers.ts';
