import { z } from 'zod';
import { controlCharacterIn, isUuid } from '#access';

export const MAX_CASE_CATEGORY_NAME_LENGTH = 100;
export const MAX_CASE_CATEGORY_LINK_NAME_LENGTH = 100;
/** More categories than this on one organization is a mistake, not a setting. */
export const MAX_ORGANIZATION_CASE_CATEGORIES = 200;

const LINK_NAME = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

const name = z
  .string()
  .trim()
  .min(1, 'write a name')
  .max(MAX_CASE_CATEGORY_NAME_LENGTH, `must be at most ${MAX_CASE_CATEGORY_NAME_LENGTH} characters`)
  .superRefine((value, ctx) => {
    const found = controlCharacterIn(value, 'name');
    if (found) ctx.addIssue({ code: 'custom', message: `control characters are not allowed (found ${found})` });
  });

const linkName = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_CASE_CATEGORY_LINK_NAME_LENGTH, `must be at most ${MAX_CASE_CATEGORY_LINK_NAME_LENGTH} characters`)
  .regex(LINK_NAME, 'use lowercase letters, digits and dashes (not first or last)');

export const addCaseCategorySchema = z.object({ name, linkName: linkName.nullish() });

export const updateOrganizationCategoriesSchema = z.object({
  organizationId: z.string().refine(isUuid, 'must be an id').nullish(),
  caseCategoryIds: z
    .array(z.string().refine(isUuid, 'must be ids'))
    .max(MAX_ORGANIZATION_CASE_CATEGORIES, `at most ${MAX_ORGANIZATION_CASE_CATEGORIES}`)
    .transform((values) => [...new Set(values)]),
});

export type AddCaseCategoryInput = z.input<typeof addCaseCategorySchema>;
export type UpdateOrganizationCategoriesInput = z.input<typeof updateOrganizationCategoriesSchema>;

/** The link name a category gets when none is given: its name in lowercase ASCII letters, digits and dashes. */
export function linkNameFor(categoryName: string): string {
  return categoryName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_CASE_CATEGORY_LINK_NAME_LENGTH)
    .replace(/^-+|-+$/g, '');
}
