import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';
import { COMMUNICATION_PERMISSIONS_QUERY } from './communication-queries';
import { MessageLogTab } from './MessageLogTab';
import { TemplatesTab } from './TemplatesTab';

type TabId = 'templates' | 'log';
const TAB_PARAM = 'tab';

/**
 * The communication screen (route `communication`): the templates staff write messages from, and the log
 * of every e-mail and text message of the organization's cases the viewer can see. Each tab is shown only
 * when the api lets the viewer read it.
 */
export function CommunicationPage() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(COMMUNICATION_PERMISSIONS_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: !session.organizationId,
  });
  const permissions = data?.myPermissions;
  const tabs: { id: TabId; label: string }[] = [
    ...(permissions?.allCommunicationTemplates ? [{ id: 'templates' as const, label: 'Templates' }] : []),
    ...(permissions?.casesByStatus ? [{ id: 'log' as const, label: 'Message log' }] : []),
  ];
  const asked = searchParams.get(TAB_PARAM);
  const current = tabs.find((tab) => tab.id === asked) ?? tabs[0];

  const changeTab = (tab: TabId) => {
    const next = new URLSearchParams(searchParams);
    next.set(TAB_PARAM, tab);
    setSearchParams(next, { replace: true });
  };

  let body;
  if (loading && !data) {
    body = (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          Loading…
        </Box>
        <Skeleton variant="rectangular" height={48} />
      </Box>
    );
  } else if (error && !data) {
    body = (
      <RetryAlert onRetry={() => void refetch()}>
        We couldn&apos;t load this page. Check your connection and try again.
      </RetryAlert>
    );
  } else if (!current || !permissions) {
    body = <Alert severity="info">Communication templates and the message log are for case teams.</Alert>;
  } else {
    body = (
      <>
        <Tabs
          value={current.id}
          onChange={(_event, value: TabId) => changeTab(value)}
          aria-label="Communication"
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.label}
              id={`communication-tab-${tab.id}`}
              aria-controls={`communication-panel-${tab.id}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`communication-panel-${current.id}`}
          aria-labelledby={`communication-tab-${current.id}`}
        >
          {current.id === 'templates' ? <TemplatesTab permissions={permissions} /> : <MessageLogTab />}
        </Box>
      </>
    );
  }

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Communication
      </Typography>
      {body}
    </Box>
  );
}

export default CommunicationPage;
