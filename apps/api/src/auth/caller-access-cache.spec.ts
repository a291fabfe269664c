import { type AccessSubject, Role } from '#access';
import { CallerAccessCache } from './caller-access-cache.js';

const subject = (id: string, role = Role.ADMIN): AccessSubject => ({
  id,
  role,
  organizationId: 'org',
  isMultiOrgAdmin: false,
  organizationAccess: [],
});

describe('CallerAccessCache', () => {
  let now = 0;
  const cache = (maxEntries = 10) => {
    const created = new CallerAccessCache(maxEntries, 1000, () => now);
    created.setEnabled(true);
    return created;
  };

  it('keeps what a read found until it expires', () => {
    now = 0;
    const access = cache();
    access.store('a', subject('a'), access.readStarted());
    expect(access.get('a')).toEqual(subject('a'));
    now = 1000;
    expect(access.get('a')).toBeUndefined();
  });

  it('forgets a changed user, and never stores a read that began before a change', () => {
    const access = cache();
    access.store('a', subject('a'), access.readStarted());
    access.forget('a');
    expect(access.get('a')).toBeUndefined();
    // A read in flight while the change commits: what it found may be the old access.
    const started = access.readStarted();
    access.forget('a');
    access.store('a', subject('a', Role.CASEWORKER), started);
    expect(access.get('a')).toBeUndefined();
    access.store('a', subject('a', Role.USER), access.readStarted());
    expect(access.get('a')?.role).toBe(Role.USER);
  });

  it('forgets everyone on a change that may touch many (a custom role) and stores nothing while off', () => {
    const access = cache();
    access.store('a', subject('a'), access.readStarted());
    access.store('b', subject('b'), access.readStarted());
    access.forgetAll();
    expect([access.get('a'), access.get('b')]).toEqual([undefined, undefined]);
    access.store('a', subject('a'), access.readStarted());
    access.setEnabled(false);
    expect(access.get('a')).toBeUndefined();
    access.store('a', subject('a'), access.readStarted());
    expect(access.get('a')).toBeUndefined();
    expect(new CallerAccessCache().readStarted()).toBe(0);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const access = cache(2);
    for (const id of ['a', 'b', 'c']) access.store(id, subject(id), access.readStarted());
    expect([access.get('a'), access.get('b')?.id, access.get('c')?.id]).toEqual([undefined, 'b', 'c']);
  });
});
