import { describe, expect, it } from 'vitest';
import { canSwitchTo, effectiveOrganizationId, hasOrganizationSwitcher } from './effective-organization';
import type { SessionUser } from './session-types';

const base: SessionUser = {
  id: 'u',
  email: 'u@x.test',
  role: 'ADMIN',
  firstName: 'U',
  lastName: 'X',
  fullName: 'U X',
  organizationId: 'own',
  isMultiOrgAdmin: false,
  organizationAccess: [],
};
const tpa: SessionUser = {
  ...base,
  role: 'CVTPA',
  organizationId: null,
  organizationAccess: [
    { organizationId: 'a', organizationName: 'A', role: 'TPASUPPORT' },
    { organizationId: 'b', organizationName: 'B', role: 'TPALEGAL' },
  ],
};

describe('effectiveOrganizationId', () => {
  it.each([
    ['cvadmin with a stored organization', { ...base, role: 'CVADMIN' as const }, 'other', 'other'],
    ['cvadmin without one', { ...base, role: 'CVADMIN' as const }, null, 'own'],
    ['tpa with a stored entry', tpa, 'b', 'b'],
    ['tpa with a stored id it has no entry for', tpa, 'zzz', 'a'],
    ['tpa without a stored id', tpa, null, 'a'],
    ['admin (stored id ignored)', base, 'other', 'own'],
    ['user without any organization', { ...base, role: 'USER' as const, organizationId: null }, 'x', null],
  ])('%s', (_name, user, stored, expected) => {
    expect(effectiveOrganizationId(user, stored)).toBe(expected);
  });
});

describe('switching organizations', () => {
  it('lets a TPA switch only to its entries, a cvadmin anywhere', () => {
    expect(canSwitchTo(tpa, 'b')).toBe(true);
    expect(canSwitchTo(tpa, 'c')).toBe(false);
    expect(canSwitchTo({ ...base, role: 'CVADMIN' }, 'c')).toBe(true);
  });

  it.each([
    [{ ...base, role: 'CVADMIN' as const }, true],
    [tpa, true],
    [{ ...base, isMultiOrgAdmin: true }, true],
    [base, false],
    [{ ...base, role: 'USER' as const }, false],
  ])('switcher for %j: %s', (user, expected) => {
    expect(hasOrganizationSwitcher(user)).toBe(expected);
  });
});
