import type { AccessSubject } from '#access';
import { Role, TpaSubRole } from '#access';
import type { UsersService } from '#domain/users';
import { ACCESS_CHANGED_CLOSE_CODE, ACCESS_ENDED_CLOSE_CODE, LiveSessions } from './live-sessions.js';

const subject = (id: string, overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  id,
  role: Role.CASEWORKER,
  organizationId: 'org-1',
  isMultiOrgAdmin: false,
  customRole: null,
  organizationAccess: [],
  ...overrides,
});

const OWNER_ROLE = { name: 'OWNER', label: 'Owner', permissions: ['get_reports'] };

function socket() {
  const closes: Array<{ code: number; reason: string }> = [];
  return { closes, close: (code: number, reason: string) => void closes.push({ code, reason }) };
}

function sessionsReading(current: Map<string, AccessSubject | null | Error>) {
  const reads: string[] = [];
  const users = {
    accessSubject: async (id: string) => {
      reads.push(id);
      const found = current.get(id);
      if (found instanceof Error) throw found;
      return found ?? null;
    },
  } as unknown as UsersService;
  return { live: new LiveSessions(users), reads };
}

describe('live sessions', () => {
  it('keeps a connection whose access reads the same, and ends the ones whose access changed', async () => {
    const current = new Map<string, AccessSubject | null | Error>([['u1', subject('u1')]]);
    const { live } = sessionsReading(current);
    const kept = socket();
    live.add(subject('u1'), kept);
    await live.accessChanged('u1');
    expect(kept.closes).toEqual([]);

    current.set('u1', subject('u1', { role: Role.USER }));
    await live.accessChanged('u1');
    expect(kept.closes).toEqual([{ code: ACCESS_CHANGED_CLOSE_CODE, reason: 'Access changed' }]);
    expect(live.size).toBe(0);
  });

  it('ends as forbidden the connections of someone who no longer has access (deleted)', async () => {
    const { live } = sessionsReading(new Map([['u1', null]]));
    const first = socket();
    const second = socket();
    live.add(subject('u1'), first);
    live.add(subject('u1'), second);
    await live.accessChanged('u1');
    expect([...first.closes, ...second.closes]).toEqual([
      { code: ACCESS_ENDED_CLOSE_CODE, reason: 'Access ended' },
      { code: ACCESS_ENDED_CLOSE_CODE, reason: 'Access ended' },
    ]);
  });

  it('reconnects, rather than trusting, a connection whose access could not be read', async () => {
    const { live } = sessionsReading(new Map([['u1', new Error('connection refused')]]));
    const open = socket();
    live.add(subject('u1'), open);
    await live.accessChanged('u1');
    expect(open.closes.map((close) => close.code)).toEqual([ACCESS_CHANGED_CLOSE_CODE]);
  });

  it('checks, for a custom role change, only the connections whose access names a custom role', async () => {
    const changedOwner = subject('owner', { customRole: { ...OWNER_ROLE, permissions: [] } });
    const tpaOwner = subject('tpa', {
      role: Role.CVTPA,
      organizationAccess: [{ organizationId: 'org-1', role: TpaSubRole.TPASUPPORT, customRole: OWNER_ROLE }],
    });
    const { live, reads } = sessionsReading(
      new Map<string, AccessSubject | null | Error>([
        ['owner', changedOwner],
        ['tpa', tpaOwner],
      ]),
    );
    const owner = socket();
    const tpa = socket();
    const plain = socket();
    live.add(subject('owner', { customRole: OWNER_ROLE }), owner);
    live.add(tpaOwner, tpa);
    live.add(subject('plain'), plain);
    await live.accessChanged('*');
    expect(reads.sort()).toEqual(['owner', 'tpa']);
    expect(owner.closes.map((close) => close.code)).toEqual([ACCESS_CHANGED_CLOSE_CODE]);
    expect(tpa.closes).toEqual([]);
    expect(plain.closes).toEqual([]);
  });

  it('forgets a closed connection, and reads nobody for a user without one', async () => {
    const { live, reads } = sessionsReading(new Map([['u1', subject('u1', { role: Role.USER })]]));
    const open = socket();
    const leave = live.add(subject('u1'), open);
    leave();
    expect(live.size).toBe(0);
    await live.accessChanged('u1');
    await live.accessChanged('someone-else');
    expect(reads).toEqual([]);
    expect(open.closes).toEqual([]);
  });

  it('checks every connection when changes may have gone unreported', async () => {
    const { live, reads } = sessionsReading(
      new Map<string, AccessSubject | null | Error>([
        ['u1', subject('u1')],
        ['u2', null],
      ]),
    );
    const first = socket();
    const second = socket();
    live.add(subject('u1'), first);
    live.add(subject('u2'), second);
    await live.accessChangedForEveryone();
    expect(reads.sort()).toEqual(['u1', 'u2']);
    expect(first.closes).toEqual([]);
    expect(second.closes.map((close) => close.code)).toEqual([ACCESS_ENDED_CLOSE_CODE]);
  });
});
