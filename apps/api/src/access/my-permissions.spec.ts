import {
  type AccessSubject,
  DEFAULT_ROLE_PERMISSIONS,
  Permission,
  PERMISSIONS,
  Principal,
  Role,
  TpaSubRole,
} from '#access';
import { myPermissions } from './my-permissions.js';

const ORG = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000b2';

const subject = (role: Role, overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  id: `${role.toLowerCase()}-1`,
  role,
  organizationId: ORG,
  isMultiOrgAdmin: false,
  customRole: null,
  organizationAccess: [],
  ...overrides,
});

const granted = (principal: Principal) =>
  Object.entries(myPermissions(principal))
    .filter(([, value]) => value === true)
    .map(([field]) => field)
    .sort();

describe('myPermissions', () => {
  it('answers one field per named permission, as the caller holds them in the organization', () => {
    const admin = Principal.forSession(subject(Role.ADMIN));
    const answer = myPermissions(admin);
    expect(answer.organizationId).toBe(ORG);
    expect(answer).toMatchObject({ addUser: true, editForm: true, getReports: true, askJanetChat: false });
    const permissionFields = Object.keys(answer).filter((field) => /^[a-z]/.test(field));
    expect(permissionFields.length).toBeGreaterThanOrEqual(PERMISSIONS.length);
  });

  it('an employee holds no permission and may run no organization operation', () => {
    expect(granted(Principal.forSession(subject(Role.USER)))).toEqual([]);
  });

  it('a Cvadmin holds every permission and may run every organization operation', () => {
    const all = myPermissions(Principal.forSession(subject(Role.CVADMIN)));
    const refused = Object.entries(all).filter(([field, value]) => field !== 'organizationId' && value !== true);
    expect(refused).toEqual([]);
  });

  it('operations follow the declared rules: a caseworker lists cases and forms, builds no form', () => {
    expect(myPermissions(Principal.forSession(subject(Role.CASEWORKER)))).toMatchObject({
      casesByStatus: true,
      allForms: true,
      createForm: false,
      usersByRole: false,
      allMultiOrgUserCases: false,
      openQueueDashboard: false,
    });
  });

  it('a custom role overrides the defaults: without query_users, no people list; with edit_form, form building', () => {
    const customRole = {
      name: 'CUSTOM',
      label: 'Custom',
      permissions: [
        ...DEFAULT_ROLE_PERMISSIONS[Role.CASEMANAGER].filter((p) => p !== Permission.QUERY_USERS),
        Permission.EDIT_FORM,
      ],
    };
    const plain = myPermissions(Principal.forSession(subject(Role.CASEMANAGER)));
    const custom = myPermissions(Principal.forSession(subject(Role.CASEMANAGER, { customRole })));
    expect(custom).toEqual({ ...plain, queryUsers: false, usersByRole: false, editForm: true, createForm: true });
  });

  it('a TPA answers with the sub-role of the organization it is scoped to', () => {
    const tpa = subject(Role.CVTPA, {
      organizationId: null,
      organizationAccess: [
        { organizationId: ORG, role: TpaSubRole.TPASUPPORT },
        { organizationId: OTHER, role: TpaSubRole.TPAMEDICAL },
      ],
    });
    const session = Principal.forSession(tpa, ORG);
    expect(myPermissions(session)).toMatchObject({ organizationId: ORG, editSettings: true, queryAnyOrgCase: true });
    expect(myPermissions(session.inOrganization(OTHER))).toMatchObject({
      organizationId: OTHER,
      editSettings: false,
      queryAnyOrgCase: false,
      allMultiOrgUserCases: true,
    });
  });
});
