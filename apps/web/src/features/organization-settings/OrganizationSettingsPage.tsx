import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { errorCodeOf, graphQLErrorsOfError } from '../../app/apollo/error-codes';
import { useSession } from '../../app/session/use-session';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';
import { AffiliatesTab } from './AffiliatesTab';
import { AliasesTab } from './AliasesTab';
import { FeatureFlagsTab } from './FeatureFlagsTab';
import { GeneralSettingsLoader } from './GeneralSettingsLoader';
import { GeneralTab } from './GeneralTab';
import { BrandingTab } from './BrandingTab';
import { CaseCategoriesTab } from './CaseCategoriesTab';
import { IntegrationsTab } from './IntegrationsTab';
import { NewRequestTab } from './NewRequestTab';
import { NotificationsTab } from './NotificationsTab';
import { PartnerTab } from './PartnerTab';
import { PARTNER_BRAND_QUERY } from './partner-queries';
import { PaymentsTab } from './PaymentsTab';
import { ORGANIZATION_SETTINGS_QUERY } from './organization-settings-queries';
import { RemindersTab } from './RemindersTab';
import { RolesTab } from './RolesTab';
import { SchedulesTab } from './SchedulesTab';
import { WorkflowRunsPanel } from './WorkflowRunsPanel';
import { WelcomeTab } from './WelcomeTab';
import { WorkflowTab } from './WorkflowTab';

/** The tabs, in order; `?tab=` names one. */
const TABS = [
  { id: 'workflow', label: 'Workflow' },
  { id: 'runs', label: 'Runs' },
  { id: 'reminders', label: 'Reminders' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'welcome', label: 'Welcome screen' },
  { id: 'new-request', label: 'New request' },
  { id: 'aliases', label: 'Aliases' },
  { id: 'feature-flags', label: 'Feature flags' },
  { id: 'general', label: 'General' },
  { id: 'case-categories', label: 'Case categories' },
  { id: 'branding', label: 'Branding' },
  { id: 'roles', label: 'Roles' },
] as const;
/**
 * Partner organizations only: the storefront, and its payments (fees, failed-charge retries, abandoned
 * sign-ups), which are collected and reported (payment totals) in partner mode.
 */
const PARTNER_TABS = [
  { id: 'partner', label: 'Partner' },
  { id: 'payments', label: 'Payments' },
] as const;
/** The CV Admin only: relations span organizations. */
const AFFILIATES_TAB = { id: 'affiliates', label: 'Affiliates' } as const;
/** Spec 000 §6 "Admin or cvadmin: schedule reports". */
const SCHEDULES_TAB = { id: 'schedules', label: 'Schedules' } as const;
type TabId =
  | (typeof TABS)[number]['id']
  | (typeof PARTNER_TABS)[number]['id']
  | typeof AFFILIATES_TAB.id
  | typeof SCHEDULES_TAB.id;
const TAB_PARAM = 'tab';

/**
 * Organization settings (route `organization-settings`): what happens on its own when something happens on
 * a case (Workflow) and the log of those runs (Runs), the reminders and the time zone they count in (Reminders), and who hears of what
 * (Notifications), and the keys of connected services (Integrations). Each tab saves its own section. The api decides who may open them (edit_settings).
 */
export function OrganizationSettingsPage() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(ORGANIZATION_SETTINGS_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: !session.organizationId,
  });
  const settings = data?.allOrganizationSettings;
  const partner = useQuery(PARTNER_BRAND_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: !session.organizationId,
  });
  const tabs: readonly { id: TabId; label: string }[] = [
    ...TABS,
    ...(partner.data?.organizationBrandInfo.isPartner ? PARTNER_TABS : []),
    ...(session.user?.role === 'ADMIN' || session.user?.role === 'CVADMIN' ? [SCHEDULES_TAB] : []),
    ...(session.user?.role === 'CVADMIN' ? [AFFILIATES_TAB] : []),
  ];
  const current = tabs.find((tab) => tab.id === searchParams.get(TAB_PARAM)) ?? tabs[0];

  const changeTab = (tab: TabId) => {
    const next = new URLSearchParams(searchParams);
    next.set(TAB_PARAM, tab);
    setSearchParams(next, { replace: true });
  };

  let body;
  if (settings) {
    body = (
      <>
        <Tabs
          value={current.id}
          onChange={(_event, value: TabId) => changeTab(value)}
          aria-label="Organization settings"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.label}
              id={`organization-settings-tab-${tab.id}`}
              aria-controls={`organization-settings-panel-${tab.id}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`organization-settings-panel-${current.id}`}
          aria-labelledby={`organization-settings-tab-${current.id}`}
        >
          {current.id === 'workflow' && <WorkflowTab settings={settings} />}
          {current.id === 'runs' && <WorkflowRunsPanel />}
          {current.id === 'reminders' && <RemindersTab settings={settings} />}
          {current.id === 'notifications' && <NotificationsTab settings={settings} />}
          {current.id === 'integrations' && <IntegrationsTab />}
          {current.id === 'welcome' && (
            <GeneralSettingsLoader>{(s) => <WelcomeTab settings={s} />}</GeneralSettingsLoader>
          )}
          {current.id === 'new-request' && (
            <GeneralSettingsLoader>{(s) => <NewRequestTab settings={s} />}</GeneralSettingsLoader>
          )}
          {current.id === 'aliases' && (
            <GeneralSettingsLoader>{(s) => <AliasesTab settings={s} />}</GeneralSettingsLoader>
          )}
          {current.id === 'feature-flags' && (
            <GeneralSettingsLoader>{(s) => <FeatureFlagsTab settings={s} />}</GeneralSettingsLoader>
          )}
          {current.id === 'general' && (
            <GeneralSettingsLoader>{(s) => <GeneralTab settings={s} />}</GeneralSettingsLoader>
          )}
          {current.id === 'case-categories' && <CaseCategoriesTab />}
          {current.id === 'branding' && <BrandingTab />}
          {current.id === 'roles' && <RolesTab />}
          {current.id === 'partner' && <PartnerTab />}
          {current.id === 'payments' && <PaymentsTab />}
          {current.id === 'schedules' && <SchedulesTab />}
          {current.id === 'affiliates' && <AffiliatesTab />}
        </Box>
      </>
    );
  } else if (loading || !session.organizationId) {
    body = (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          Loading…
        </Box>
        <Skeleton variant="rectangular" height={48} sx={{ mb: 2 }} />
        <Skeleton variant="rectangular" height={240} />
      </Box>
    );
  } else if (error && graphQLErrorsOfError(error).some((e) => errorCodeOf(e) === 'FORBIDDEN')) {
    body = (
      <Alert severity="info">
        Only administrators can change the organization settings. Ask one of them if something here should change.
      </Alert>
    );
  } else {
    body = (
      <RetryAlert onRetry={() => void refetch()}>
        We couldn&apos;t load the organization settings. Check your connection and try again.
      </RetryAlert>
    );
  }

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Organization Settings
      </Typography>
      {body}
    </Box>
  );
}

export default OrganizationSettingsPage;
