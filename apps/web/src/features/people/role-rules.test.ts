import { describe, expect, it } from 'vitest';
import { DEFAULT_ALIAS_LABELS, mergeAliasLabels } from '../../app/layout/alias-labels';
import {
  accessRoleLabel,
  canBypassWelcomeEmail,
  canChangeRoleOf,
  canDeleteUser,
  canSetPassword,
  managesRole,
  personRoleLabel,
  settableRoles,
} from './role-rules';

describe('people role rules (spec 000 §6)', () => {
  it('offers only lower roles the viewer manages, and Employee to anyone who manages someone', () => {
    expect(settableRoles('CVADMIN')).toEqual(['ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA', 'USER']);
    expect(settableRoles('ADMIN')).toEqual(['CASEMANAGER', 'CASEWORKER', 'USER']);
    expect(settableRoles('CASEMANAGER')).toEqual(['CASEWORKER', 'USER']);
    expect(settableRoles('CVTPA')).toEqual(['CASEMANAGER', 'CASEWORKER', 'USER']);
    expect(settableRoles('CASEWORKER')).toEqual([]);
    expect(settableRoles('USER')).toEqual([]);
  });

  it('lets peers edit each other but not change their roles', () => {
    expect(managesRole('ADMIN', 'ADMIN')).toBe(true);
    expect(canChangeRoleOf('ADMIN', true, 'ADMIN')).toBe(false);
    expect(canChangeRoleOf('ADMIN', true, 'CASEWORKER')).toBe(true);
    expect(canChangeRoleOf('ADMIN', false, 'CASEWORKER')).toBe(false);
    expect(managesRole('CASEWORKER', 'USER')).toBe(false);
  });

  it('deletes only as CV Admin and never a CV Admin; passwords by Admins, bypass by Admin, TPA and case managers', () => {
    expect(canDeleteUser('CVADMIN', 'ADMIN')).toBe(true);
    expect(canDeleteUser('CVADMIN', 'CVADMIN')).toBe(false);
    expect(canDeleteUser('ADMIN', 'USER')).toBe(false);
    expect(canSetPassword('ADMIN')).toBe(true);
    expect(canSetPassword('CASEMANAGER')).toBe(false);
    expect(canBypassWelcomeEmail('CASEMANAGER')).toBe(true);
    expect(canBypassWelcomeEmail('CVTPA')).toBe(true);
    expect(canBypassWelcomeEmail('CASEWORKER')).toBe(false);
  });

  it('names roles and TPA sub-roles by the organization aliases, custom roles by their label', () => {
    const labels = mergeAliasLabels([
      { key: 'ADA_COORDINATOR', label: 'Access Partner', defaultLabel: 'ADA Coordinator' },
      { key: 'TPA_MEDICAL', label: 'Nurse Reviewer', defaultLabel: 'TPA Medical' },
    ]);
    expect(personRoleLabel({ role: 'CASEWORKER' }, labels)).toBe('Access Partner');
    expect(personRoleLabel({ role: 'CASEWORKER', customRole: { label: 'Owner' } }, labels)).toBe('Owner');
    expect(accessRoleLabel('TPAMEDICAL', labels)).toBe('Nurse Reviewer');
    expect(accessRoleLabel('TPASUPPORT', DEFAULT_ALIAS_LABELS)).toBe('TPA Support');
    expect(accessRoleLabel('CASEMANAGER', DEFAULT_ALIAS_LABELS)).toBe('HR Representative');
  });
});
