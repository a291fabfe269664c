import type { EntityManager } from 'typeorm';
import type { OrganizationSettingsData } from '#domain/organizations';
import { DEMO_ORGANIZATIONS, type DemoOrganizationKey } from './demo-data.js';

/**
 * The organization settings the demo starts with: Acme's own welcome text (it still opens with "Welcome!"
 * and names New Request and My Requests, which the tests look for) and an analytics tag id. Aliases and
 * feature flags keep their defaults: the journeys and their tests name the default labels.
 */
export const DEMO_SETTINGS: Partial<Record<DemoOrganizationKey, OrganizationSettingsData>> = {
  acme: {
    welcomeText:
      'Welcome! Acme Manufacturing supports everyone who needs an accommodation or time away from work. ' +
      'Start a New Request and the accommodations team will be in touch within two business days; ' +
      'you can save a request and finish it later under My Requests.',
    general: { analyticsTagIds: ['G-ACMEDEMO01'] },
  },
};

/**
 * Fills the demo settings wherever an organization lacks them: each key is written only when the
 * organization has none of its own, so a setting changed since (by hand or by a test) is kept.
 */
export async function seedDemoSettings(manager: EntityManager): Promise<void> {
  for (const [key, settings] of Object.entries(DEMO_SETTINGS)) {
    await manager.query(`UPDATE organization SET settings = $2::jsonb || settings WHERE id = $1`, [
      DEMO_ORGANIZATIONS[key as DemoOrganizationKey].id,
      JSON.stringify(settings),
    ]);
  }
}
