import type { EntityManager } from 'typeorm';
import { DEMO_PHARMACIES, DEMO_PHARMACY_SIGNING_SECRET, demoPharmacyEndpoint } from './demo-catalog.js';

/**
 * Points the demo pharmacies at the stand-in pharmacy running at `standInsUrl` (its port can change from one
 * start to the next, so this runs on every seed). Only the demo pharmacies' rows are touched. Returns how many
 * were updated.
 */
export async function seedDemoPharmacyEndpoints(manager: EntityManager, standInsUrl: string): Promise<number> {
  let updated = 0;
  for (const pharmacy of DEMO_PHARMACIES) {
    const [, count]: [unknown, number] = await manager.query(
      'UPDATE pharmacy SET endpoint_url = $2, signing_secret = $3 WHERE id = $1',
      [pharmacy.id, demoPharmacyEndpoint(standInsUrl, pharmacy.id), DEMO_PHARMACY_SIGNING_SECRET],
    );
    updated += count;
  }
  return updated;
}
