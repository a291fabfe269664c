import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router';
import { AppIcon } from './icons';
import { JobQueuesNavButton } from './JobQueuesNavButton';
import type { NavGroup } from './navigation';

/**
 * The main navigation landmark: one list per group, each item a link (aria-current="page" on the
 * current one, set by NavLink), then the group's actions (buttons that open something in a new tab). `collapsed` shows icons only: the label stays the link's accessible
 * name and appears as a tooltip on hover and focus.
 */
export function NavigationMenu({
  groups,
  collapsed,
  onNavigate,
}: {
  groups: NavGroup[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Main navigation">
      {groups.map((group) => {
        const headingId = `nav-group-${group.id}`;
        return (
          <div key={group.id}>
            {!collapsed && (
              <Typography
                id={headingId}
                component="h2"
                sx={{
                  px: 2,
                  pt: 1.5,
                  pb: 0.5,
                  fontSize: '0.75rem',
                  fontWeight: 600,
                  textTransform: 'uppercase',
                  letterSpacing: '0.06em',
                  color: 'text.secondary',
                }}
              >
                {group.label}
              </Typography>
            )}
            <List
              dense
              aria-labelledby={collapsed ? undefined : headingId}
              aria-label={collapsed ? group.label : undefined}
            >
              {group.items.map((item) => {
                const link = (
                  <ListItemButton
                    component={NavLink}
                    to={item.href}
                    end={item.end}
                    onClick={onNavigate}
                    aria-label={collapsed ? item.label : undefined}
                    sx={{
                      borderRadius: 1,
                      mx: 1,
                      justifyContent: collapsed ? 'center' : 'flex-start',
                      '&.active': {
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                        '& .MuiListItemIcon-root': { color: 'primary.contrastText' },
                      },
                      '&.active:hover': { bgcolor: 'primary.dark' },
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit' }}>
                      <AppIcon name={item.icon} fontSize="small" />
                    </ListItemIcon>
                    {!collapsed && <ListItemText primary={item.label} />}
                  </ListItemButton>
                );
                return (
                  <ListItem key={item.id} disablePadding>
                    {collapsed ? (
                      <Tooltip title={item.label} placement="right">
                        {link}
                      </Tooltip>
                    ) : (
                      link
                    )}
                  </ListItem>
                );
              })}
              {group.actions.map((action) => {
                const button = <JobQueuesNavButton action={action} collapsed={collapsed} onNavigate={onNavigate} />;
                return (
                  <ListItem key={action.id} disablePadding>
                    {collapsed ? (
                      <Tooltip title={action.label} placement="right">
                        {button}
                      </Tooltip>
                    ) : (
                      button
                    )}
                  </ListItem>
                );
              })}
            </List>
          </div>
        );
      })}
    </nav>
  );
}
