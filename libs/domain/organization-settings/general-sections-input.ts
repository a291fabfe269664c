import { z } from 'zod';
import { controlCharacterIn, isUuid } from '#access';
import {
  ALIAS_KEYS,
  ANALYTICS_TAG_ID_PATTERN,
  type AliasKey,
  type FeatureFlags,
  type GeneralSettings,
  MAX_ALIAS_LENGTH,
  MAX_ANALYTICS_TAG_IDS,
  MAX_RECOMMENDED,
  MAX_WELCOME_TEXT_LENGTH,
  type NewRequestSettings,
} from '#domain/organizations';

/** The input of the welcome, new request, aliases, feature flags and general sections. */
export interface GeneralSectionsInput {
  /** Empty (or only spaces) goes back to the default text. */
  welcomeText?: string | null;
  newRequest?: {
    defaultFormId?: string | null;
    recommendedFormIds: string[];
    recommendedDocumentIds: string[];
  } | null;
  /** Every alias given at most once; an empty label, or a key left out, goes back to the default. */
  aliases?: { key: AliasKey; label: string }[] | null;
  featureFlags?: { messagesIncludeFullText: boolean; autoAssignPhysicians?: boolean | null } | null;
  general?: { analyticsTagIds: string[] } | null;
}

/** A text without the control characters the product refuses (line breaks and tabs only where `multiLine`). */
const plainText = (max: number, multiLine: boolean) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const found = controlCharacterIn(value, multiLine ? 'text' : 'name');
      if (found) ctx.addIssue({ code: 'custom', message: `must not hold the control character ${found}` });
    })
    .transform((value) => value.trim());

const id = z.string().refine(isUuid, 'must be an id');

/** A list of ids, each once, at most MAX_RECOMMENDED. */
const idList = z
  .array(id)
  .max(MAX_RECOMMENDED, `at most ${MAX_RECOMMENDED}`)
  .superRefine((ids, ctx) => {
    ids.forEach((value, index) => {
      if (ids.indexOf(value) !== index) ctx.addIssue({ code: 'custom', path: [index], message: 'is listed twice' });
    });
  });

export const welcomeTextSchema = plainText(MAX_WELCOME_TEXT_LENGTH, true);

export const newRequestSchema = z
  .object({ defaultFormId: id.nullish(), recommendedFormIds: idList, recommendedDocumentIds: idList })
  .strict()
  .transform((value): NewRequestSettings => ({
    defaultFormId: value.defaultFormId ?? null,
    recommendedFormIds: value.recommendedFormIds,
    recommendedDocumentIds: value.recommendedDocumentIds,
  }));

/** The stored record keeps only the labels that differ from nothing: an empty label is the default. */
export const aliasesSchema = z
  .array(
    z
      .object({
        key: z.enum(ALIAS_KEYS as [AliasKey, ...AliasKey[]]),
        label: plainText(MAX_ALIAS_LENGTH, false),
      })
      .strict(),
  )
  .max(ALIAS_KEYS.length)
  .transform((items, ctx) => {
    const record: Record<string, string> = {};
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.key))
        ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `${item.key} is listed twice` });
      seen.add(item.key);
      if (item.label) record[item.key] = item.label;
    });
    return record;
  });

/**
 * Every flag, each a boolean (the section is replaced whole). autoAssignPhysicians came later: a client
 * that leaves it out turns it off, as for any flag the section no longer names.
 */
export const featureFlagsSchema = z
  .object({
    messagesIncludeFullText: z.boolean({ error: 'must be true or false' }),
    autoAssignPhysicians: z.boolean({ error: 'must be true or false' }).nullish(),
  })
  .strict()
  .transform(
    (value): FeatureFlags => ({
      messagesIncludeFullText: value.messagesIncludeFullText,
      autoAssignPhysicians: value.autoAssignPhysicians ?? false,
    }),
  );

export const generalSchema = z
  .object({
    analyticsTagIds: z
      .array(
        z
          .string()
          .max(32, 'must be a Google tag id such as G-ABC123XYZ')
          .transform((value) => value.trim().toUpperCase())
          .refine((value) => ANALYTICS_TAG_ID_PATTERN.test(value), 'must be a Google tag id such as G-ABC123XYZ'),
      )
      .max(MAX_ANALYTICS_TAG_IDS, `at most ${MAX_ANALYTICS_TAG_IDS} tag ids`)
      .superRefine((ids, ctx) => {
        ids.forEach((value, index) => {
          if (ids.indexOf(value) !== index) ctx.addIssue({ code: 'custom', path: [index], message: 'is listed twice' });
        });
      }),
  })
  .strict()
  .transform((value): GeneralSettings => ({ analyticsTagIds: value.analyticsTagIds }));
