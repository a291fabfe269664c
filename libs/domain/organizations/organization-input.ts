import { z } from 'zod';
import { controlCharacterIn, isUuid } from '#access';

/** Link names of partner landing pages (partner/{linkName}). */
const LINK_NAME = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

export const organizationName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters')
  .superRefine((value, ctx) => {
    const found = controlCharacterIn(value, 'name');
    if (found) ctx.addIssue({ code: 'custom', message: `control characters are not allowed (found ${found})` });
  });

export const organizationLinkName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(LINK_NAME, 'use lowercase letters, digits and dashes');

const organizationId = z.string().refine(isUuid, 'must be an id');

/** updateOrganization: only the fields sent change; null clears contactEmail or linkName. */
export const updateOrganizationSchema = z.object({
  organizationId,
  name: organizationName.optional(),
  contactEmail: z.email('must be an e-mail address').max(320).nullish(),
  isPartner: z.boolean().optional(),
  linkName: organizationLinkName.nullish(),
});
export type UpdateOrganizationInput = z.input<typeof updateOrganizationSchema>;

export const updateOrganizationNameSchema = z.object({ organizationId, name: organizationName });
export type UpdateOrganizationNameInput = z.input<typeof updateOrganizationNameSchema>;
