import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Session, SessionUser } from '../session/session-types';
import { AppIcon } from './icons';
import { visuallyHidden } from '../../shared/visually-hidden';

function initials(user: SessionUser): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** The user menu: the user's name (the button), who is signed in, and "Sign out". */
export function UserMenu({ user, session, compact }: { user: SessionUser; session: Session; compact: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const buttonId = useId();
  const menuId = useId();
  const name = user.fullName.trim() || user.email;

  const signOut = async () => {
    setAnchor(null);
    await session.signOut();
    navigate('/login', { replace: true });
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          <Avatar
            aria-hidden="true"
            // '&&&' outranks the button's start-icon rule, which would enlarge the initials past the circle.
            sx={{ width: 28, height: 28, bgcolor: 'primary.main', '&&&': { fontSize: '0.75rem' } }}
          >
            {initials(user)}
          </Avatar>
        }
        endIcon={<AppIcon name="arrowDropDown" />}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        {/* On small screens the name is hidden visually but still names the button. */}
        <Box
          component="span"
          sx={
            compact
              ? visuallyHidden
              : { maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
          }
        >
          {name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 }, color: 'text.secondary', fontSize: '0.875rem' }}>
          Signed in as {user.email}
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => void signOut()}>Sign out</MenuItem>
      </Menu>
    </>
  );
}
