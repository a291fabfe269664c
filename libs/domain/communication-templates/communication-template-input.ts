import { z } from 'zod';
import { controlCharacterIn, isUuid } from '#access';
import { findUnknownPlaceholders } from './placeholders.js';
import { CommunicationTemplateScope } from './communication-template-rules.js';

export const MAX_TEMPLATE_NAME_LENGTH = 200;
export const MAX_TEMPLATE_TEXT_LENGTH = 10_000;
/** Attachments offered with one message: more than this is a mistake, not a template. */
export const MAX_TEMPLATE_LINKS = 50;

export enum CommunicationTemplateSearchBy {
  TEMPLATE_NAME = 'TEMPLATE_NAME',
  TEMPLATE_TEXT = 'TEMPLATE_TEXT',
}

const noControlCharacters = (context: 'text' | 'name') => (value: string, ctx: z.RefinementCtx) => {
  const found = controlCharacterIn(value, context);
  if (found) ctx.addIssue({ code: 'custom', message: `control characters are not allowed (found ${found})` });
};

const name = z
  .string()
  .trim()
  .min(1, 'write a name')
  .max(MAX_TEMPLATE_NAME_LENGTH, `must be at most ${MAX_TEMPLATE_NAME_LENGTH} characters`)
  .superRefine(noControlCharacters('name'));

const text = z
  .string()
  .trim()
  .min(1, 'write the text')
  .max(MAX_TEMPLATE_TEXT_LENGTH, `must be at most ${MAX_TEMPLATE_TEXT_LENGTH.toLocaleString('en-US')} characters`)
  .superRefine(noControlCharacters('text'))
  .superRefine((value, ctx) => {
    const unknown = findUnknownPlaceholders(value);
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown placeholder${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`,
      });
    }
  });

/** Distinct ids, in the order given. */
const ids = z
  .array(z.string().refine(isUuid, 'must be ids'))
  .max(MAX_TEMPLATE_LINKS, `at most ${MAX_TEMPLATE_LINKS}`)
  .transform((values) => [...new Set(values)]);

export const createTemplateSchema = z
  .object({
    name,
    text,
    documentIds: ids.nullish(),
    formIds: ids.nullish(),
    caseCategoryIds: ids.nullish(),
    isGlobal: z.boolean().nullish(),
    isPersonal: z.boolean().nullish(),
  })
  .refine((input) => !(input.isGlobal && input.isPersonal), {
    message: 'a template is global or personal, not both',
    path: ['isPersonal'],
  });

/** A template keeps its scope: moving one between people or organizations is a new template. */
export const updateTemplateSchema = z
  .object({
    name: name.nullish(),
    text: text.nullish(),
    documentIds: ids.nullish(),
    formIds: ids.nullish(),
    caseCategoryIds: ids.nullish(),
  })
  .refine((input) => Object.values(input).some((value) => value !== null && value !== undefined), 'Nothing to update');

export const listTemplatesSchema = z.object({
  searchBy: z.enum(CommunicationTemplateSearchBy).nullish(),
  searchText: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  scope: z.enum(CommunicationTemplateScope).nullish(),
  recordsPerPage: z.number().nullish(),
  after: z.string().max(1000).nullish(),
});

export type CreateCommunicationTemplateInput = z.input<typeof createTemplateSchema>;
export type UpdateCommunicationTemplateInput = z.input<typeof updateTemplateSchema>;
export type ListCommunicationTemplatesInput = z.input<typeof listTemplatesSchema>;
