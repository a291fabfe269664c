import { useMutation } from '@apollo/client/react';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { apiProblems } from '../../features/forms/form-errors';
import { visuallyHidden } from '../../shared/visually-hidden';
import { useToast } from '../notifications/use-toast';
import { AppIcon } from './icons';
import { boardAddress, QUEUE_DASHBOARD_LINK_MUTATION } from './job-queues-link';
import type { NavAction } from './navigation';

const NEW_TAB = '(opens in a new tab)';

/**
 * Opens the job queues board in a new tab. The tab is opened on the click itself (a tab opened after
 * the request would be taken for a pop-up), then sent to the single-use link the api gives a CV Admin;
 * on a refusal it is closed again and the reason shown.
 */
export function JobQueuesNavButton({
  action,
  collapsed,
  onNavigate,
}: {
  action: NavAction;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const toast = useToast();
  const [requestLink, { loading }] = useMutation(QUEUE_DASHBOARD_LINK_MUTATION);

  const open = async () => {
    const tab = window.open('', '_blank');
    if (!tab) {
      toast.error('Your browser blocked the new tab. Allow pop-ups for this site to open the job queues.');
      return;
    }
    // The board must not reach back into the app.
    tab.opener = null;
    try {
      const { data } = await requestLink();
      const address = data && boardAddress(data.queueDashboardLink.url, window.location.origin);
      if (!address) throw new Error('The job queues link is not one of the board’s');
      tab.location.href = address;
      onNavigate?.();
    } catch (caught) {
      tab.close();
      toast.error(apiProblems(caught)[0].message);
    }
  };

  return (
    <ListItemButton
      onClick={() => void open()}
      disabled={loading}
      aria-busy={loading || undefined}
      aria-label={collapsed ? `${action.label} ${NEW_TAB}` : undefined}
      sx={{ borderRadius: 1, mx: 1, justifyContent: collapsed ? 'center' : 'flex-start' }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit' }}>
        <AppIcon name={action.icon} fontSize="small" />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText
          primary={
            <>
              {action.label} <span style={visuallyHidden}>{NEW_TAB}</span>
            </>
          }
        />
      )}
    </ListItemButton>
  );
}
