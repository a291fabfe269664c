/**
 * The spec's 18 named permissions in its order, each with what it allows, as the api applies it
 * (libs/access/permissions.ts and the rules that name each permission).
 */
export const PERMISSION_DESCRIPTIONS: ReadonlyArray<{ name: string; label: string; allows: string }> = [
  { name: 'add_user', label: 'Add users', allows: 'Add people to the organization, in the roles they may manage.' },
  { name: 'edit_form', label: 'Edit forms', allows: "Build, change and publish the organization's forms." },
  {
    name: 'access_phi',
    label: 'See health information',
    allows: 'See health information: attachments marked PHI and PHI answers in forms.',
  },
  {
    name: 'edit_settings',
    label: 'Edit settings',
    allows: 'Change the organization settings, its message templates, integrations and these roles.',
  },
  {
    name: 'submit_form_for_employee',
    label: 'Submit forms for employees',
    allows: "Fill in and submit a form on an employee's behalf.",
  },
  { name: 'ask_janet_chat', label: 'Ask Janet', allows: 'Use the AI assistant, which reads case content to answer.' },
  {
    name: 'delete_org_document',
    label: 'Delete library documents',
    allows: "Delete documents from the organization's documents library.",
  },
  { name: 'delete_case_attachment', label: 'Delete case files', allows: 'Delete files attached to a case.' },
  {
    name: 'can_be_assigned_to_case',
    label: 'Be assigned cases',
    allows: 'Be offered as an assignee and work the cases assigned to them.',
  },
  {
    name: 'can_be_added_to_case_team',
    label: 'Join case teams',
    allows: "Be added to a case's team and be tagged in internal notes.",
  },
  {
    name: 'query_any_org_case',
    label: 'List every case',
    allows: 'List and search every case of the organization, not only those they work on.',
  },
  {
    name: 'access_restricted_data',
    label: 'See restricted information',
    allows: 'See the restricted details of a case kept from those who only follow it.',
  },
  { name: 'get_reports', label: 'Reports', allows: "Open and export the organization's reports." },
  {
    name: 'get_any_org_case_by_id',
    label: 'Open any case',
    allows: 'Open any case of the organization from its link, not only those they work on.',
  },
  {
    name: 'access_form_settings',
    label: 'Form settings',
    allows: 'Open the form settings: the default and recommended forms of a new request.',
  },
  {
    name: 'access_document_settings',
    label: 'Documents library',
    allows: "Open the documents admin and browse every document of the organization's library.",
  },
  {
    name: 'query_users',
    label: 'People list',
    allows: "See the organization's people and pick them as assignees or HR representatives.",
  },
  {
    name: 'access_owner_dashboard',
    label: 'Owner dashboard',
    allows: "Open the owner dashboard and change the organization's case categories.",
  },
];

const LABELS = new Map(PERMISSION_DESCRIPTIONS.map((permission) => [permission.name, permission.label]));

/** A permission's label, or its name for one this screen does not know. */
export const permissionLabel = (name: string): string => LABELS.get(name) ?? name;
