import { AliasKey } from './alias-defaults.js';

/**
 * The organization settings sections people read across the app (spec 000 §3 "Organization settings"):
 * the employees' welcome text, what New Request offers, the feature flags and the general settings
 * (analytics tag ids). Stored partial in organization.settings; the resolve functions fill the defaults.
 */

/** What New Request offers: the form it opens and what it recommends beside it. */
export interface NewRequestSettings {
  /** A published form of the organization or a global one; null: the organization's default form. */
  defaultFormId: string | null;
  /** Forms listed under "Recommended forms", in this order. */
  recommendedFormIds: string[];
  /** Public library documents listed under "Recommended documents", in this order. */
  recommendedDocumentIds: string[];
}

/**
 * Switches the product reads. Each flag is read somewhere; none is a placeholder:
 * - messagesIncludeFullText: case messages (e-mail, SMS) carry what the case team wrote. Off (the default),
 *   the employee receives a notice without PHI and reads the message after signing in (case-messages'
 *   message composer reads it).
 * - autoAssignPhysicians: a request submitted by an employee whose state is known is assigned to a physician of
 *   the organization licensed in that state (cases' physician auto-assignment reads it).
 */
export interface FeatureFlags {
  messagesIncludeFullText: boolean;
  autoAssignPhysicians: boolean;
}
export const FEATURE_FLAGS = [
  'messagesIncludeFullText',
  'autoAssignPhysicians',
] as const satisfies readonly (keyof FeatureFlags)[];
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = Object.freeze({
  messagesIncludeFullText: false,
  autoAssignPhysicians: false,
});

/** General settings: the organization's analytics tag ids (Google tag, Tag Manager, Ads). */
export interface GeneralSettings {
  analyticsTagIds: string[];
}

export const MAX_WELCOME_TEXT_LENGTH = 4000;
export const MAX_ALIAS_LENGTH = 60;
export const MAX_RECOMMENDED = 10;
export const MAX_ANALYTICS_TAG_IDS = 5;

/**
 * Google tag ids: G- (Analytics 4), GTM- (Tag Manager), AW- (Ads), GT- (Google tag) and the older UA-.
 * Checked so the app can put one in a script address without escaping anything.
 */
export const ANALYTICS_TAG_ID_PATTERN = /^(?:(?:G|GT|GTM)-[A-Z0-9]{4,16}|AW-\d{6,15}|UA-\d{4,12}-\d{1,4})$/;

/** The parts of organization.settings these sections keep. */
export interface StoredGeneralSections {
  welcomeText?: string;
  aliases?: Record<string, string>;
  newRequest?: Partial<NewRequestSettings>;
  featureFlags?: Partial<FeatureFlags>;
  /** Before featureFlags existed this flag was stored at the top level; still honoured. */
  messagesIncludeFullText?: boolean;
  general?: Partial<GeneralSettings>;
}

export function resolveNewRequestSettings(stored: Partial<NewRequestSettings> | undefined): NewRequestSettings {
  return {
    defaultFormId: stored?.defaultFormId ?? null,
    recommendedFormIds: [...(stored?.recommendedFormIds ?? [])],
    recommendedDocumentIds: [...(stored?.recommendedDocumentIds ?? [])],
  };
}

export function resolveFeatureFlags(settings: StoredGeneralSections): FeatureFlags {
  return {
    messagesIncludeFullText:
      settings.featureFlags?.messagesIncludeFullText ??
      settings.messagesIncludeFullText ??
      DEFAULT_FEATURE_FLAGS.messagesIncludeFullText,
    autoAssignPhysicians: settings.featureFlags?.autoAssignPhysicians ?? DEFAULT_FEATURE_FLAGS.autoAssignPhysicians,
  };
}

export function resolveGeneralSettings(stored: Partial<GeneralSettings> | undefined): GeneralSettings {
  return { analyticsTagIds: [...(stored?.analyticsTagIds ?? [])] };
}

/** Alias keys a stored record may hold (anything else is ignored when read). */
export const ALIAS_KEYS: readonly AliasKey[] = Object.values(AliasKey);
