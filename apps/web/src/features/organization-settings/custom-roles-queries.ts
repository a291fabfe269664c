import { graphql } from '../../generated';

/** The organization's roles with their permissions, and what the editor may offer this caller. */
export const CUSTOM_ROLES_QUERY = graphql(`
  query CustomRoles($organizationId: ID!) {
    organizationRoles(organizationId: $organizationId) {
      name
      label
      permissions
      isCustom
      isShared
    }
    customRoleOptions(organizationId: $organizationId) {
      predefinedRoles {
        name
        label
        permissions
      }
      grantablePermissions
    }
  }
`);

/** Replaces a custom role's permission list, and its label when given. */
export const UPDATE_PERMISSIONS_MUTATION = graphql(`
  mutation UpdatePermissions($organizationId: ID, $roleName: String!, $permissions: [String!]!, $label: String) {
    updatePermissions(organizationId: $organizationId, roleName: $roleName, permissions: $permissions, label: $label) {
      success
      message
      role {
        name
        label
        permissions
        isCustom
        isShared
      }
    }
  }
`);

/** Adds one of the predefined roles to the organization as its own editable role. */
export const CREATE_PREDEFINED_CUSTOM_ROLE_MUTATION = graphql(`
  mutation CreatePredefinedCustomRole($organizationId: ID, $name: String!) {
    createPredefinedCustomRole(organizationId: $organizationId, name: $name) {
      success
      message
      role {
        name
        label
        permissions
        isCustom
        isShared
      }
    }
  }
`);
