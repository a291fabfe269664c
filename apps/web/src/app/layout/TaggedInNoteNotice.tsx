import { useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import type { Role } from '../../shared/roles';
import { routeHref } from '../routes/route-table';
import { useSession } from '../session/use-session';
import { TAGGED_IN_NOTE_SUBSCRIPTION } from './layout-queries';

/** Who can be tagged in internal notes (the api sends the event to these roles only). */
const TAGGABLE_ROLES: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'];

export const TAGGED_IN_NOTE_MESSAGE = 'You were tagged in an internal note';

/**
 * Tells a staff member, wherever they are, that someone tagged them in an internal note, with a link
 * to the case. It sits with the toasts at the top and stays until closed or followed; a newer tag
 * replaces it.
 */
export function TaggedInNoteNotice() {
  const role = useSession().user?.role;
  const [caseId, setCaseId] = useState<string | null>(null);
  useSubscription(TAGGED_IN_NOTE_SUBSCRIPTION, {
    skip: !role || !TAGGABLE_ROLES.includes(role),
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.taggedInNote;
      if (change) setCaseId(change.caseId);
    },
    // A dropped live connection reconnects by itself; nothing to tell here.
    onError: () => undefined,
  });
  if (!caseId) return null;
  const close = () => setCaseId(null);
  return (
    <Box
      sx={{
        position: 'fixed',
        top: { xs: 64, sm: 24 },
        right: { xs: 8, sm: 24 },
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'min(420px, calc(100% - 16px))',
      }}
    >
      <Alert
        severity="info"
        role="status"
        closeText="Close notification"
        onClose={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        sx={{ boxShadow: 6, alignItems: 'center' }}
      >
        {TAGGED_IN_NOTE_MESSAGE}.{' '}
        <Link component={RouterLink} to={generatePath(routeHref('caseDetail'), { caseId })} onClick={close}>
          Open the case
        </Link>
      </Alert>
    </Box>
  );
}
