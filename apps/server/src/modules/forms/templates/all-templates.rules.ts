import type { FormTemplate } from '@crp/shared';
import { banAppeal } from './ban-appeal.rules.ts';
import { eventFeedback } from './event-feedback.rules.ts';
import { staffApplication } from './staff-application.rules.ts';
import { whitelistApplication } from './whitelist-application.rules.ts';

/** The ready-made forms of "Start from a template" (D36), in the order the picker lists them. */
export const formTemplates: readonly FormTemplate[] = [staffApplication, banAppeal, whitelistApplication, eventFeedback];
