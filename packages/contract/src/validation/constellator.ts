import { z } from 'zod';
import { messages } from '../messages';
import { purchaseListQuerySchema } from './purchase';

/** GET /user/graduates: 'Buscar alumno' and a page, as the purchase tabs take them. */
export const graduateListQuerySchema = purchaseListQuerySchema.omit({ tab: true });
export type GraduateListQuery = z.output<typeof graduateListQuerySchema>;

/** GET /user/graduates/csv: every graduate under 'Buscar alumno'. */
export const graduateExportQuerySchema = graduateListQuerySchema.pick({ search: true });
export type GraduateExportQuery = z.output<typeof graduateExportQuerySchema>;

/** PUT /user/graduates/publish/{id}: the owner publishes a graduate on /consteladores, or removes them. */
export const graduatePublishSchema = z.object({
  published: z.boolean({ error: messages.constellator.publishInvalid }),
});
export type GraduatePublishInput = z.input<typeof graduatePublishSchema>;
