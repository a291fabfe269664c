import { Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * What the caller may do in one organization: its effective organization, or the one it named where it
 * may act there. The named permissions (spec 000 §6) as held there (a custom role overrides the role's
 * defaults), then the organization-level operations by the rules their guards declare.
 */
@ObjectType()
export class MyPermissions {
  @Field(() => ID, { nullable: true, description: 'The organization answered for; null for a user of none' })
  organizationId: string | null;

  @Field({ description: 'add_user' })
  addUser: boolean;

  @Field({ description: 'edit_form' })
  editForm: boolean;

  @Field({ description: 'access_phi' })
  accessPhi: boolean;

  @Field({ description: 'edit_settings' })
  editSettings: boolean;

  @Field({ description: 'submit_form_for_employee' })
  submitFormForEmployee: boolean;

  @Field({ description: 'ask_janet_chat' })
  askJanetChat: boolean;

  @Field({ description: 'delete_org_document' })
  deleteOrgDocument: boolean;

  @Field({ description: 'delete_case_attachment' })
  deleteCaseAttachment: boolean;

  @Field({ description: 'can_be_assigned_to_case' })
  canBeAssignedToCase: boolean;

  @Field({ description: 'can_be_added_to_case_team' })
  canBeAddedToCaseTeam: boolean;

  @Field({ description: 'query_any_org_case' })
  queryAnyOrgCase: boolean;

  @Field({ description: 'access_restricted_data' })
  accessRestrictedData: boolean;

  @Field({ description: 'get_reports' })
  getReports: boolean;

  @Field({ description: 'get_any_org_case_by_id' })
  getAnyOrgCaseById: boolean;

  @Field({ description: 'access_form_settings' })
  accessFormSettings: boolean;

  @Field({ description: 'access_document_settings' })
  accessDocumentSettings: boolean;

  @Field({ description: 'query_users' })
  queryUsers: boolean;

  @Field({ description: 'access_owner_dashboard' })
  accessOwnerDashboard: boolean;

  @Field({ description: 'Build and publish forms (createForm, createFormVersion, updateForm, updateFormVisibility)' })
  createForm: boolean;

  @Field({ description: 'List the forms (allForms, allFormVersions)' })
  allForms: boolean;

  @Field({ description: 'Set the default global form versions' })
  setDefaultGlobalFormVersion: boolean;

  @Field({ description: "List the organization's cases (casesByStatus, allCases, casesMetadata, assignedCases)" })
  casesByStatus: boolean;

  @Field({ description: 'List cases across organizations (Cases For All Organizations)' })
  allMultiOrgUserCases: boolean;

  @Field({ description: "List the organization's people" })
  usersByRole: boolean;

  @Field({ description: "View the organization's roles" })
  organizationRoles: boolean;

  @Field({ description: 'List every organization' })
  allOrganizations: boolean;

  @Field({ description: 'Create organizations' })
  createOrganization: boolean;

  @Field({ description: 'Create CV Admins' })
  createCVAdmin: boolean;

  @Field({ description: 'List the communication templates (allCommunicationTemplates)' })
  allCommunicationTemplates: boolean;

  @Field({ description: 'Create, update and delete global communication templates' })
  manageGlobalCommunicationTemplates: boolean;

  @Field({ description: "Create, update and delete the organization's communication templates" })
  manageOrganizationCommunicationTemplates: boolean;

  @Field({ description: "Create, update and delete one's own (personal) communication templates" })
  managePersonalCommunicationTemplates: boolean;

  @Field({ description: 'Open documents-admin (browse every document of the organization)' })
  manageDocuments: boolean;

  @Field({
    description: 'Upload and update organization documents (uploadOrganizationDocuments, updateOrganizationDocument)',
  })
  uploadOrganizationDocuments: boolean;

  @Field({ description: 'Open the job queues dashboard (queueDashboardLink)' })
  openQueueDashboard: boolean;

  @Field({
    description: 'Read and change the organization settings (allOrganizationSettings, updateOrganizationSettings)',
  })
  manageOrganizationSettings: boolean;
}
