import { graphql } from '../../generated';

/**
 * What the signed-in user may do in an organization, decided by the api with the rules its guards and
 * services apply (custom roles included). Asked once per organization and kept in the Apollo cache.
 */
export const MY_PERMISSIONS_QUERY = graphql(`
  query MyPermissions($organizationId: ID) {
    myPermissions(organizationId: $organizationId) {
      organizationId
      accessDocumentSettings
      accessFormSettings
      accessOwnerDashboard
      accessPhi
      accessRestrictedData
      addUser
      allForms
      allMultiOrgUserCases
      allOrganizations
      askJanetChat
      canBeAddedToCaseTeam
      canBeAssignedToCase
      casesByStatus
      createCVAdmin
      createForm
      createOrganization
      deleteCaseAttachment
      deleteOrgDocument
      editForm
      editSettings
      getAnyOrgCaseById
      getReports
      manageDocuments
      manageOrganizationSettings
      openQueueDashboard
      organizationRoles
      queryAnyOrgCase
      queryUsers
      setDefaultGlobalFormVersion
      submitFormForEmployee
      usersByRole
    }
  }
`);
