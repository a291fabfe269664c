import {
  DEFAULT_ROLE_PERMISSIONS,
  effectivePermissions,
  isPermission,
  Permission,
  PERMISSIONS,
  PREDEFINED_CUSTOM_ROLES,
  TPA_SUB_ROLE_PERMISSIONS,
} from './permissions.js';
import { Role, TpaSubRole } from './roles.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER } = Role;
const { TPALEGAL, TPAMEDICAL, TPASUPPORT } = TpaSubRole;

const SPEC_PERMISSIONS = [
  'add_user',
  'edit_form',
  'access_phi',
  'edit_settings',
  'submit_form_for_employee',
  'ask_janet_chat',
  'delete_org_document',
  'delete_case_attachment',
  'can_be_assigned_to_case',
  'can_be_added_to_case_team',
  'query_any_org_case',
  'access_restricted_data',
  'get_reports',
  'get_any_org_case_by_id',
  'access_form_settings',
  'access_document_settings',
  'query_users',
  'access_owner_dashboard',
];

/** The decided defaults, written out independently of the implementation's grant table. */
const EXPECTED_DEFAULTS: Record<Role, string[]> = {
  [CVADMIN]: SPEC_PERMISSIONS,
  [ADMIN]: [
    'add_user',
    'edit_form',
    'access_phi',
    'edit_settings',
    'submit_form_for_employee',
    'delete_org_document',
    'delete_case_attachment',
    'can_be_assigned_to_case',
    'can_be_added_to_case_team',
    'query_any_org_case',
    'access_restricted_data',
    'get_reports',
    'get_any_org_case_by_id',
    'access_form_settings',
    'access_document_settings',
    'query_users',
  ],
  [CASEMANAGER]: [
    'access_phi',
    'submit_form_for_employee',
    'delete_case_attachment',
    'can_be_assigned_to_case',
    'can_be_added_to_case_team',
    'query_any_org_case',
    'access_restricted_data',
    'get_reports',
    'get_any_org_case_by_id',
    'access_document_settings',
    'query_users',
  ],
  [CASEWORKER]: [
    'access_phi',
    'submit_form_for_employee',
    'can_be_assigned_to_case',
    'can_be_added_to_case_team',
    'access_restricted_data',
    'get_reports',
    'access_document_settings',
  ],
  [CVTPA]: [
    'submit_form_for_employee',
    'delete_case_attachment',
    'can_be_assigned_to_case',
    'can_be_added_to_case_team',
    'access_restricted_data',
    'access_document_settings',
    'query_users',
  ],
  [USER]: [],
};

const EXPECTED_SUB_ROLE_EXTRAS: Record<TpaSubRole, string[]> = {
  [TPALEGAL]: ['access_phi', 'query_any_org_case', 'get_any_org_case_by_id'],
  [TPAMEDICAL]: ['access_phi'],
  [TPASUPPORT]: ['edit_settings', 'query_any_org_case', 'get_any_org_case_by_id'],
};

const sorted = (values: Iterable<string>) => [...values].sort();
const has = (input: Parameters<typeof effectivePermissions>[0], p: Permission) => effectivePermissions(input).has(p);

describe('Permission', () => {
  it('holds the 18 named permissions verbatim', () => {
    expect(sorted(PERMISSIONS)).toEqual(sorted(SPEC_PERMISSIONS));
    expect(PERMISSIONS).toHaveLength(18);
  });

  it.each([
    ['add_user', true],
    ['ADD_USER', false],
    ['delete_users', false],
    [42, false],
  ])('isPermission(%p) is %p', (value, expected) => {
    expect(isPermission(value)).toBe(expected);
  });
});

describe('default permission sets', () => {
  it.each(Object.values(Role))('%s has its decided defaults', (role) => {
    expect(sorted(DEFAULT_ROLE_PERMISSIONS[role])).toEqual(sorted(EXPECTED_DEFAULTS[role]));
    expect(sorted(effectivePermissions({ role }))).toEqual(sorted(EXPECTED_DEFAULTS[role]));
  });

  // Every role x permission cell, so a change shows as one named failing case.
  it.each(
    Object.values(Role).flatMap((role) =>
      PERMISSIONS.map((p) => [role, p, EXPECTED_DEFAULTS[role].includes(p)] as const),
    ),
  )('%s holds %s: %p', (role, permission, expected) => {
    expect(has({ role }, permission)).toBe(expected);
  });

  it.each(Object.values(TpaSubRole))('Cvtpa as %s adds its sub-role extras to the Cvtpa defaults', (sub) => {
    expect(sorted(TPA_SUB_ROLE_PERMISSIONS[sub])).toEqual(sorted(EXPECTED_SUB_ROLE_EXTRAS[sub]));
    expect(sorted(effectivePermissions({ role: CVTPA, tpaSubRole: sub }))).toEqual(
      sorted(new Set([...EXPECTED_DEFAULTS[CVTPA], ...EXPECTED_SUB_ROLE_EXTRAS[sub]])),
    );
  });

  it.each([ADMIN, CASEMANAGER, CASEWORKER, USER])('a stray sub-role on %s adds nothing', (role) => {
    for (const sub of Object.values(TpaSubRole)) {
      expect(sorted(effectivePermissions({ role, tpaSubRole: sub }))).toEqual(sorted(EXPECTED_DEFAULTS[role]));
    }
  });

  it('an unknown role holds nothing', () => {
    expect(effectivePermissions({ role: 'NOPE' as Role }).size).toBe(0);
  });
});

describe('spec "Default rules" as encoded', () => {
  type Case = [
    rule: string,
    input: Parameters<typeof effectivePermissions>[0],
    permission: Permission,
    expected: boolean,
  ];
  const cases: Case[] = [
    ['Cvadmin holds every permission', { role: CVADMIN }, Permission.ACCESS_OWNER_DASHBOARD, true],
    ['User holds none', { role: USER }, Permission.CAN_BE_ASSIGNED_TO_CASE, false],
    ['admin or cvadmin add users', { role: ADMIN }, Permission.ADD_USER, true],
    ['casemanager does not add users', { role: CASEMANAGER }, Permission.ADD_USER, false],
    ['Cvtpa does not add users', { role: CVTPA }, Permission.ADD_USER, false],
    ['admin uploads and deletes organization documents', { role: ADMIN }, Permission.DELETE_ORG_DOCUMENT, true],
    [
      'casemanager does not delete organization documents',
      { role: CASEMANAGER },
      Permission.DELETE_ORG_DOCUMENT,
      false,
    ],
    ['Form Editor is Cvadmin, Admin', { role: ADMIN }, Permission.EDIT_FORM, true],
    ['Form Editor not for casemanager', { role: CASEMANAGER }, Permission.EDIT_FORM, false],
    ['form settings not for caseworker', { role: CASEWORKER }, Permission.ACCESS_FORM_SETTINGS, false],
    ['all organization settings: Admin', { role: ADMIN }, Permission.EDIT_SETTINGS, true],
    ['all organization settings: not casemanager', { role: CASEMANAGER }, Permission.EDIT_SETTINGS, false],
    ['all organization settings: Tpasupport', { role: CVTPA, tpaSubRole: TPASUPPORT }, Permission.EDIT_SETTINGS, true],
    ['all organization settings: not Tpalegal', { role: CVTPA, tpaSubRole: TPALEGAL }, Permission.EDIT_SETTINGS, false],
    [
      'all organization settings: custom role with edit_settings',
      { role: CASEWORKER, customRolePermissions: ['edit_settings'] },
      Permission.EDIT_SETTINGS,
      true,
    ],
    ['Tpalegal lists all cases', { role: CVTPA, tpaSubRole: TPALEGAL }, Permission.QUERY_ANY_ORG_CASE, true],
    ['Tpasupport lists all cases', { role: CVTPA, tpaSubRole: TPASUPPORT }, Permission.QUERY_ANY_ORG_CASE, true],
    ['Tpalegal gets any case by id', { role: CVTPA, tpaSubRole: TPALEGAL }, Permission.GET_ANY_ORG_CASE_BY_ID, true],
    [
      'Tpasupport gets any case by id',
      { role: CVTPA, tpaSubRole: TPASUPPORT },
      Permission.GET_ANY_ORG_CASE_BY_ID,
      true,
    ],
    [
      'Tpamedical does not list all cases',
      { role: CVTPA, tpaSubRole: TPAMEDICAL },
      Permission.QUERY_ANY_ORG_CASE,
      false,
    ],
    ['bare Cvtpa does not list all cases', { role: CVTPA }, Permission.QUERY_ANY_ORG_CASE, false],
    ['case managers list all cases', { role: CASEMANAGER }, Permission.QUERY_ANY_ORG_CASE, true],
    ['caseworker lists only its own cases', { role: CASEWORKER }, Permission.QUERY_ANY_ORG_CASE, false],
    ['case workers see restricted information', { role: CASEWORKER }, Permission.ACCESS_RESTRICTED_DATA, true],
    ['TPA sees restricted information', { role: CVTPA }, Permission.ACCESS_RESTRICTED_DATA, true],
    ['employee does not see restricted information', { role: USER }, Permission.ACCESS_RESTRICTED_DATA, false],
    ['case workers view all organization documents', { role: CASEWORKER }, Permission.ACCESS_DOCUMENT_SETTINGS, true],
    ['TPA views all organization documents', { role: CVTPA }, Permission.ACCESS_DOCUMENT_SETTINGS, true],
    ['caseworker can be assigned', { role: CASEWORKER }, Permission.CAN_BE_ASSIGNED_TO_CASE, true],
    [
      'Tpamedical is assigned GLP cases',
      { role: CVTPA, tpaSubRole: TPAMEDICAL },
      Permission.CAN_BE_ASSIGNED_TO_CASE,
      true,
    ],
    ['case workers join case teams', { role: CASEMANAGER }, Permission.CAN_BE_ADDED_TO_CASE_TEAM, true],
    ['case workers submit for an employee', { role: CASEWORKER }, Permission.SUBMIT_FORM_FOR_EMPLOYEE, true],
    ['employee does not submit for another', { role: USER }, Permission.SUBMIT_FORM_FOR_EMPLOYEE, false],
    ['case managers delete attachments', { role: CASEMANAGER }, Permission.DELETE_CASE_ATTACHMENT, true],
    ['TPA deletes attachments', { role: CVTPA }, Permission.DELETE_CASE_ATTACHMENT, true],
    ['caseworker does not delete attachments', { role: CASEWORKER }, Permission.DELETE_CASE_ATTACHMENT, false],
    ['reports route includes caseworker', { role: CASEWORKER }, Permission.GET_REPORTS, true],
    ['reports route excludes Cvtpa', { role: CVTPA }, Permission.GET_REPORTS, false],
    ['admins list includes casemanager', { role: CASEMANAGER }, Permission.QUERY_USERS, true],
    ['admins list includes Cvtpa', { role: CVTPA }, Permission.QUERY_USERS, true],
    ['admins list excludes caseworker', { role: CASEWORKER }, Permission.QUERY_USERS, false],
    ['PHI for case workers', { role: CASEWORKER }, Permission.ACCESS_PHI, true],
    ['PHI for Tpamedical', { role: CVTPA, tpaSubRole: TPAMEDICAL }, Permission.ACCESS_PHI, true],
    ['PHI for Tpalegal', { role: CVTPA, tpaSubRole: TPALEGAL }, Permission.ACCESS_PHI, true],
    ['no PHI for Tpasupport', { role: CVTPA, tpaSubRole: TPASUPPORT }, Permission.ACCESS_PHI, false],
    ['no PHI for a bare Cvtpa', { role: CVTPA }, Permission.ACCESS_PHI, false],
    [
      'owner dashboard is not a Tpasupport default',
      { role: CVTPA, tpaSubRole: TPASUPPORT },
      Permission.ACCESS_OWNER_DASHBOARD,
      false,
    ],
    ['owner dashboard is not an Admin default', { role: ADMIN }, Permission.ACCESS_OWNER_DASHBOARD, false],
    ['AI chat is opt-in: not an Admin default', { role: ADMIN }, Permission.ASK_JANET_CHAT, false],
  ];
  it.each(cases)('%s', (_rule, input, permission, expected) => {
    expect(has(input, permission)).toBe(expected);
  });
});

describe('custom role override (spec: "overrides the role default when present")', () => {
  type Case = [name: string, input: Parameters<typeof effectivePermissions>[0], expected: string[]];
  const cases: Case[] = [
    [
      'a list replaces the defaults',
      { role: ADMIN, customRolePermissions: ['get_reports', 'access_owner_dashboard'] },
      ['access_owner_dashboard', 'get_reports'],
    ],
    [
      'a list can grant more than the role default',
      { role: CASEWORKER, customRolePermissions: ['add_user'] },
      ['add_user'],
    ],
    ['an empty list leaves nothing', { role: ADMIN, customRolePermissions: [] }, []],
    ['an empty list overrides even Cvadmin', { role: CVADMIN, customRolePermissions: [] }, []],
    [
      'unknown strings are ignored',
      { role: ADMIN, customRolePermissions: ['get_reports', 'delete_everything', 'GET_REPORTS', ''] },
      ['get_reports'],
    ],
    ['only unknown strings leave nothing', { role: ADMIN, customRolePermissions: ['nope'] }, []],
    ['duplicates collapse', { role: USER, customRolePermissions: ['query_users', 'query_users'] }, ['query_users']],
    [
      'it replaces the sub-role extras too',
      { role: CVTPA, tpaSubRole: TPASUPPORT, customRolePermissions: ['access_phi'] },
      ['access_phi'],
    ],
    [
      'null means no custom role: defaults apply',
      { role: CASEWORKER, customRolePermissions: null },
      EXPECTED_DEFAULTS[CASEWORKER],
    ],
    [
      'undefined means no custom role: defaults apply',
      { role: CVTPA, tpaSubRole: TPAMEDICAL, customRolePermissions: undefined },
      [...EXPECTED_DEFAULTS[CVTPA], 'access_phi'],
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(sorted(effectivePermissions(input))).toEqual(sorted(expected));
  });
});

describe('PREDEFINED_CUSTOM_ROLES', () => {
  it('has OWNER with the decided business-side permissions', () => {
    expect(PREDEFINED_CUSTOM_ROLES.OWNER).toEqual({
      name: 'OWNER',
      label: 'Owner',
      permissions: ['access_owner_dashboard', 'get_reports', 'edit_settings', 'query_users'],
    });
  });

  it.each([
    Permission.ACCESS_PHI,
    Permission.ACCESS_RESTRICTED_DATA,
    Permission.QUERY_ANY_ORG_CASE,
    Permission.CAN_BE_ASSIGNED_TO_CASE,
  ])('OWNER does not hold case-content permission %s', (permission) => {
    expect(has({ role: ADMIN, customRolePermissions: PREDEFINED_CUSTOM_ROLES.OWNER.permissions }, permission)).toBe(
      false,
    );
  });

  it.each(Object.values(PREDEFINED_CUSTOM_ROLES))(
    '$name is keyed by its name and sees no PHI or restricted data',
    (role) => {
      expect(PREDEFINED_CUSTOM_ROLES[role.name as keyof typeof PREDEFINED_CUSTOM_ROLES]).toBe(role);
      expect(role.permissions).not.toContain(Permission.ACCESS_PHI);
      expect(role.permissions).not.toContain(Permission.ACCESS_RESTRICTED_DATA);
    },
  );

  it('AUDITOR only reads: it edits nothing and is never on a case', () => {
    for (const permission of [
      Permission.EDIT_SETTINGS,
      Permission.EDIT_FORM,
      Permission.ADD_USER,
      Permission.DELETE_ORG_DOCUMENT,
      Permission.DELETE_CASE_ATTACHMENT,
      Permission.SUBMIT_FORM_FOR_EMPLOYEE,
      Permission.CAN_BE_ASSIGNED_TO_CASE,
      Permission.CAN_BE_ADDED_TO_CASE_TEAM,
    ]) {
      expect(PREDEFINED_CUSTOM_ROLES.AUDITOR.permissions).not.toContain(permission);
    }
  });

  it('every predefined role uses only named permissions and is frozen', () => {
    for (const role of Object.values(PREDEFINED_CUSTOM_ROLES)) {
      expect(role.permissions.every(isPermission)).toBe(true);
      expect(Object.isFrozen(role.permissions)).toBe(true);
    }
  });
});
