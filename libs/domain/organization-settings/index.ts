export {
  MAX_ACTION_TEXT_LENGTH,
  MAX_ACTIONS_PER_TRIGGER,
  MAX_DAYS,
  MAX_VISIT_HOURS,
  MESSAGE_CHANNELS,
  STAFF_ROLES,
  type UpdateOrganizationSettingsInput,
  updateOrganizationSettingsSchema,
  WORKFLOW_ACTION_TYPES,
  WORKFLOW_RECIPIENTS,
  type WorkflowActionInput,
  type WorkflowActionType,
} from './organization-settings-input.js';
export {
  CASE_WORKER_SETTINGS_MESSAGE,
  ORGANIZATION_SETTINGS_MESSAGE,
  OrganizationSettingsRules,
  TPA_SUPPORT_SETTINGS_MESSAGE,
} from './organization-settings-rules.js';
export {
  OrganizationSettingsService,
  type Recommendations,
  resolveOrganizationSettings,
  type ResolvedOrganizationSettings,
  SETTINGS_CACHE_MILLISECONDS,
  type WelcomeScreenSettings,
} from './organization-settings.service.js';
export { type GeneralSectionsInput } from './general-sections-input.js';
export { OrganizationSettingsModule } from './organization-settings.module.js';
