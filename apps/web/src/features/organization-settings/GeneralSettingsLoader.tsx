import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useSession } from '../../app/session/use-session';
import type { GeneralSettingsFieldsFragment } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';
import { GENERAL_SETTINGS_QUERY } from './general-settings-queries';

/** Loads the sections the general tabs edit, with the tab's skeleton and a retry when it fails. */
export function GeneralSettingsLoader({ children }: { children(settings: GeneralSettingsFieldsFragment): ReactNode }) {
  const session = useSession();
  const { data, loading, refetch } = useQuery(GENERAL_SETTINGS_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: !session.organizationId,
    notifyOnNetworkStatusChange: true,
  });
  const settings = data?.allOrganizationSettings as GeneralSettingsFieldsFragment | undefined;
  if (settings) return <>{children(settings)}</>;
  if (loading || !session.organizationId) {
    return (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          Loading…
        </Box>
        <Skeleton variant="rectangular" height={56} sx={{ mb: 2 }} />
        <Skeleton variant="rectangular" height={160} />
      </Box>
    );
  }
  return (
    <RetryAlert onRetry={() => void refetch()}>
      We couldn&apos;t load these settings. Check your connection and try again.
    </RetryAlert>
  );
}
