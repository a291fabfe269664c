import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import type { IntegrationSecretType } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { describeError } from '../request/api-errors';
import { exactTime, relativeTime } from '../request/relative-time';
import { CopyableField } from './CopyableField';
import { CREATE_ORGANIZATION_SECRET_KEY_MUTATION, ORGANIZATION_INTEGRATIONS_QUERY } from './integration-queries';

const INTEGRATIONS: Record<IntegrationSecretType, { name: string; keyName: string; explains: string }> = {
  CALENDLY_SIGNATURE: {
    name: 'Calendly',
    keyName: 'Calendly signing key',
    explains:
      'Meetings booked, moved or canceled in Calendly appear on the calendar and on the employee’s case. In Calendly, create a webhook subscription to the address below with this signing key.',
  },
  DOSE_SPOT: {
    name: 'DoseSpot',
    keyName: 'DoseSpot key',
    explains: 'The key the prescribing portal’s sign-on is computed with.',
  },
};

/**
 * Keys of the services the organization connects (spec "Integration secrets"): whether one was issued and
 * when, the address Calendly delivers to, and creating or replacing a key, shown once, right after.
 */
export function IntegrationsTab() {
  const session = useSession();
  const toast = useToast();
  const variables = { organizationId: session.organizationId };
  const { data, loading, error, refetch } = useQuery(ORGANIZATION_INTEGRATIONS_QUERY, { variables });
  const [create, { loading: creating }] = useMutation(CREATE_ORGANIZATION_SECRET_KEY_MUTATION);
  const [replacing, setReplacing] = useState<IntegrationSecretType | null>(null);
  const [issued, setIssued] = useState<{ type: IntegrationSecretType; key: string } | null>(null);
  const [issuing, setIssuing] = useState<IntegrationSecretType | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const issue = async (type: IntegrationSecretType) => {
    setIssuing(type);
    try {
      const answer = (await create({ variables: { ...variables, type } })).data?.createOrganizationSecretKey;
      if (!answer?.success || !answer.secretKey) return toast.error(answer?.message ?? undefined);
      setIssued({ type, key: answer.secretKey });
      setReplacing(null);
      await refetch();
    } catch (failure) {
      toast.error(describeError(failure).message);
    } finally {
      setIssuing(null);
    }
  };

  const integrations = data?.allOrganizationSettings.integrations;
  if (!integrations) {
    if (error && !loading)
      return (
        <RetryAlert onRetry={() => void refetch()}>
          We couldn&apos;t load the integrations. Check your connection and try again.
        </RetryAlert>
      );
    return <Skeleton variant="rectangular" height={160} aria-label="Loading the integrations" />;
  }

  return (
    <Stack spacing={2}>
      {integrations.map(({ type, issuedAt, webhookUrl }) => {
        const about = INTEGRATIONS[type];
        const headingId = `integration-${type}`;
        return (
          <Paper key={type} component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
            <Typography id={headingId} component="h2" variant="h6">
              {about.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {about.explains}
            </Typography>
            <Stack spacing={1.5}>
              {webhookUrl && <CopyableField label="Webhook address" value={webhookUrl} />}
              <Typography>
                {issuedAt ? (
                  <>
                    A key was created{' '}
                    <time dateTime={issuedAt} title={exactTime(issuedAt)}>
                      {relativeTime(issuedAt)}
                    </time>
                    .
                  </>
                ) : (
                  'No key yet.'
                )}
              </Typography>
              {issued?.type === type && (
                <Alert severity="success" onClose={() => setIssued(null)} closeText="Hide the key">
                  <Typography sx={{ mb: 1 }}>Copy the key now: it is not shown again.</Typography>
                  <CopyableField label={about.keyName} value={issued.key} autoFocus />
                </Alert>
              )}
              <div>
                <Button
                  variant="outlined"
                  loading={issuing === type && replacing === null}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    if (issuedAt) setReplacing(type);
                    else void issue(type);
                  }}
                >
                  {issuedAt ? `Replace the ${about.keyName}` : `Create a ${about.keyName}`}
                </Button>
              </div>
            </Stack>
          </Paper>
        );
      })}
      {replacing && (
        <ActionDialog
          title={`Replace the ${INTEGRATIONS[replacing].keyName}?`}
          description={`${INTEGRATIONS[replacing].name} deliveries signed with the current key are refused from now on, until the new key is entered there.`}
          confirmLabel="Replace the key"
          destructive
          busy={creating}
          onClose={() => {
            setReplacing(null);
            window.setTimeout(() => opener.current?.focus(), 0);
          }}
          onSubmit={() => void issue(replacing)}
        />
      )}
    </Stack>
  );
}
