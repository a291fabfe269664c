import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { useSession } from '../session/use-session';
import type { SessionUser } from '../session/session-types';

// The switcher's Autocomplete is a large download that only some roles use, so it loads on demand.
const OrganizationSwitcher = lazy(() =>
  import('./OrganizationSwitcher').then((m) => ({ default: m.OrganizationSwitcher })),
);

/**
 * While the switcher loads: the acting organization in a disabled field with the switcher's label and
 * size, so the top bar does not shift and the control is where the user expects it.
 */
function OrganizationFieldPlaceholder() {
  const session = useSession();
  // As the switcher: nothing without an acting organization.
  if (!session.organizationId) return null;
  return (
    <TextField
      label="Organization"
      size="small"
      value={session.organizationName ?? ''}
      disabled
      sx={{ width: { xs: 170, sm: 260 }, minWidth: 0 }}
    />
  );
}

/** OrganizationSwitcher, loaded on first use. */
export function LazyOrganizationSwitcher({ user }: { user: SessionUser }) {
  return (
    <Suspense fallback={<OrganizationFieldPlaceholder />}>
      <OrganizationSwitcher user={user} />
    </Suspense>
  );
}
