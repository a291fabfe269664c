import { describe, expect, it } from 'vitest';
import { DEFAULT_ALIAS_LABELS } from '../../app/layout/alias-labels';
import { buildNavigation } from '../../app/layout/navigation';

const mounted = new Set(['cases', 'employees', 'admins', 'tpaRoles'] as const);
const ids = (role: Parameters<typeof buildNavigation>[0], permissions?: { usersByRole?: boolean } | null) =>
  buildNavigation(role, mounted, DEFAULT_ALIAS_LABELS, permissions).flatMap((group) =>
    group.items.map((item) => item.id),
  );

describe('people in the navigation', () => {
  it('shows Employees only once myPermissions allows listing people', () => {
    expect(ids('ADMIN', null)).toEqual(['cases', 'admins']);
    expect(ids('ADMIN', { usersByRole: true })).toEqual(['cases', 'employees', 'admins']);
    expect(ids('CASEWORKER', { usersByRole: false })).toEqual(['cases']);
  });

  it('shows TPA Roles to the CV Admin and TPA only, and the admins list under the HR administrators alias', () => {
    expect(ids('CVADMIN', { usersByRole: true })).toEqual(['cases', 'employees', 'admins', 'tpaRoles']);
    expect(ids('CVTPA', { usersByRole: true })).toEqual(['cases', 'employees', 'admins', 'tpaRoles']);
    const admins = buildNavigation('ADMIN', mounted, DEFAULT_ALIAS_LABELS)
      .flatMap((group) => group.items)
      .find((item) => item.id === 'admins');
    expect(admins?.label).toBe('HR Administrators');
  });
});
