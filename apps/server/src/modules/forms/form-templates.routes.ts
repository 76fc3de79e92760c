import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formTemplateSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { formTemplates } from './templates/all-templates.rules.ts';

/**
 * GET /api/admin/applications/templates (D36): the ready-made forms "Start from a template" offers.
 * They are data in the repository (templates/), checked by the save rules in a test. The managers'
 * guard is applied where this is mounted, in admin.routes.ts. A static path: it never clashes with /:id.
 */
export const formTemplatesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/templates',
    {
      schema: {
        tags: ['admin: applications'],
        summary: 'Ready-made forms (Staff Application, Ban Appeal, Whitelist Application, Event Feedback) to open in the editor unsaved',
        response: { 200: z.array(formTemplateSchema), ...errorResponses(401, 403) },
      },
    },
    async () => [...formTemplates],
  );
};
