import type { IdentityService } from '#integrations';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data.js';
import { DEMO_PEOPLE } from './seed-demo-people.js';

/**
 * Creates every missing demo account with its fixed uid. The Auth emulator keeps nothing between its own
 * runs, but one left running keeps what an earlier version of the demo data made: an address held by
 * another uid (a demo id that changed) is given back to the account that has it now.
 */
export async function syncDemoIdentities(identity: IdentityService): Promise<void> {
  for (const user of [...DEMO_USERS, ...DEMO_PEOPLE]) {
    const account = {
      uid: user.id,
      email: user.email,
      password: DEMO_PASSWORD,
      displayName: `${user.firstName} ${user.lastName}`,
    };
    const holder = await identity.uidByEmail(user.email);
    if (holder !== null && holder !== user.id) await identity.removeIdentity(holder);
    await identity.ensureIdentity(account);
  }
}
