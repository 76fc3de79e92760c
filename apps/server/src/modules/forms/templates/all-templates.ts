import type { FormTemplate } from '@crp/shared';
import { banAppeal } from './ban-appeal.ts';
import { eventFeedback } from './event-feedback.ts';
import { staffApplication } from './staff-application.ts';
import { whitelistApplication } from './whitelist-application.ts';

/** The ready-made forms of "Start from a template" (D36), in the order the picker lists them. */
export const formTemplates: readonly FormTemplate[] = [staffApplication, banAppeal, whitelistApplication, eventFeedback];
