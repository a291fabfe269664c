import type { AccessSubject } from '#access';

/**
 * A user's access (role, custom role, organization access with their custom roles) in one statement
 * and without entity hydration: every signed-in request reads it, so it is kept lean. `$1` is the user id.
 * Access entries come in the order they were granted: "the first entry" decides the effective organization.
 * A deleted user has no access at all: its token, if it still holds one, finds no user (AUTHORIZED_USER_NOT_FOUND).
 */
export const ACCESS_SUBJECT_SQL = `
  SELECT u.id, u.role, u.organization_id, u.is_multi_org_admin,
    CASE WHEN cr.id IS NULL THEN NULL
      ELSE json_build_object('name', cr.name, 'label', cr.label, 'permissions', cr.permissions) END AS custom_role,
    COALESCE((
      SELECT json_agg(json_build_object(
        'organizationId', oa.organization_id,
        'role', oa.role,
        'customRole', CASE WHEN ocr.id IS NULL THEN NULL
          ELSE json_build_object('name', ocr.name, 'label', ocr.label, 'permissions', ocr.permissions) END)
        ORDER BY oa.created_at, oa.id)
      FROM organization_access oa LEFT JOIN custom_role ocr ON ocr.id = oa.custom_role_id
      WHERE oa.user_id = u.id
    ), '[]'::json) AS organization_access
  FROM app_user u LEFT JOIN custom_role cr ON cr.id = u.custom_role_id
  WHERE u.id = $1 AND u.deleted_at IS NULL`;

export interface AccessSubjectRow {
  id: string;
  role: AccessSubject['role'];
  organization_id: string | null;
  is_multi_org_admin: boolean;
  custom_role: AccessSubject['customRole'];
  organization_access: AccessSubject['organizationAccess'];
}

export const toAccessSubjectFromRow = (row: AccessSubjectRow): AccessSubject => ({
  id: row.id,
  role: row.role,
  organizationId: row.organization_id,
  isMultiOrgAdmin: row.is_multi_org_admin,
  customRole: row.custom_role,
  organizationAccess: row.organization_access,
});
