import type { IdentityService } from '#integrations';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data.js';
import { DEMO_PEOPLE } from './seed-demo-people.js';

/** The Auth emulator keeps nothing between runs: create every missing demo account with its fixed uid. */
export async function syncDemoIdentities(identity: IdentityService): Promise<void> {
  for (const user of [...DEMO_USERS, ...DEMO_PEOPLE]) {
    await identity.ensureIdentity({
      uid: user.id,
      email: user.email,
      password: DEMO_PASSWORD,
      displayName: `${user.firstName} ${user.lastName}`,
    });
  }
}
