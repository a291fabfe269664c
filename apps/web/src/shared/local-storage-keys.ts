/** Browser local storage keys (spec 001 §9 "Stored keys"). */
export const STORAGE_KEYS = {
  organizationId: 'organizationId',
  organizationName: 'organizationName',
  workflowsInitialState: 'workflowsInitialState',
  permissionsInitialState: 'permissionsInitialState',
  templatesInitialState: 'templatesInitialState',
  teamNotificationsInitialState: 'teamNotificationsInitialState',
} as const;
