import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import type { PrescriberDetailsQuery } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { describeError } from '../request/api-errors';
import { DialogError } from './DialogError';
import { failureMessage, payloadMessage } from './people-errors';
import { PRESCRIBER_DETAILS_QUERY, UPDATE_PRESCRIBER_DETAILS_MUTATION } from './prescriber-queries';
import { ProfileSection } from './ProfileSections';
import { useRestoreFocus } from './use-restore-focus';

type Details = PrescriberDetailsQuery['getUserExternalProviderDetails'];

const ROWS: ReadonlyArray<[label: string, value: (details: Details) => string | null]> = [
  ['NPI', (details) => details.npi ?? null],
  ['DEA', (details) => details.dea ?? null],
  ['Licensed in', (details) => (details.availableInStates.length ? details.availableInStates.join(', ') : null)],
  ['DoseSpot user id', (details) => details.doseSpotUserId ?? null],
  ['DoseSpot clinic id', (details) => details.doseSpotClinicId ?? null],
];

/**
 * A person's prescriber details (NPI, DEA, the states they are licensed in, their DoseSpot ids); left out
 * when the api refuses the viewer. Who may edit the profile may edit these; the api decides again.
 */
export function PrescriberSection({
  userId,
  organizationId,
  mayEdit,
}: {
  userId: string;
  organizationId: string | null;
  mayEdit: boolean;
}) {
  const { data, error, loading, refetch } = useQuery(PRESCRIBER_DETAILS_QUERY, {
    variables: { userId, organizationId },
  });
  const [editing, setEditing] = useState(false);
  const focus = useRestoreFocus();
  if (error && describeError(error).code === 'FORBIDDEN') return null;
  const details = data?.getUserExternalProviderDetails;

  let body;
  if (loading && !details)
    body = <Skeleton variant="rectangular" height={80} aria-label="Loading prescriber details" />;
  else if (!details) {
    body = (
      <RetryAlert onRetry={() => void refetch().catch(() => undefined)}>
        We couldn&apos;t load the prescriber details.
      </RetryAlert>
    );
  } else {
    const given = ROWS.map(([label, value]) => [label, value(details)] as const).filter(([, value]) => value);
    body =
      given.length === 0 ? (
        <Typography variant="body2">No prescriber details recorded.</Typography>
      ) : (
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
          {given.map(([label, value]) => (
            <Typography key={label} variant="body2" component="div">
              <Typography component="dt" variant="body2" sx={{ display: 'inline', fontWeight: 600 }}>
                {label}:
              </Typography>{' '}
              <Typography component="dd" variant="body2" sx={{ display: 'inline', m: 0 }}>
                {value}
              </Typography>
            </Typography>
          ))}
        </Stack>
      );
  }

  return (
    <ProfileSection
      title="Prescriber details"
      action={
        mayEdit && details ? (
          <Button
            size="small"
            onClick={() => {
              focus.remember();
              setEditing(true);
            }}
          >
            Edit prescriber details
          </Button>
        ) : undefined
      }
    >
      {body}
      {editing && details && (
        <PrescriberDialog
          details={details}
          organizationId={organizationId}
          onClose={() => {
            setEditing(false);
            focus.restore(() => document.querySelector<HTMLElement>('h1'));
          }}
        />
      )}
    </ProfileSection>
  );
}

type Draft = { npi: string; dea: string; states: string; doseSpotUserId: string; doseSpotClinicId: string };

function PrescriberDialog({
  details,
  organizationId,
  onClose,
}: {
  details: Details;
  organizationId: string | null;
  onClose(): void;
}) {
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>({
    npi: details.npi ?? '',
    dea: details.dea ?? '',
    states: details.availableInStates.join(', '),
    doseSpotUserId: details.doseSpotUserId ?? '',
    doseSpotClinicId: details.doseSpotClinicId ?? '',
  });
  const [serverError, setServerError] = useState<string | null>(null);
  // The answer replaces the section's details in the cache (they have no id of their own to be merged by).
  const [update, { loading }] = useMutation(UPDATE_PRESCRIBER_DETAILS_MUTATION, {
    update(cache, { data }) {
      const saved = data?.updateUserExternalProviderDetails.details;
      if (!saved) return;
      cache.writeQuery({
        query: PRESCRIBER_DETAILS_QUERY,
        variables: { userId: details.userId, organizationId },
        data: { getUserExternalProviderDetails: saved },
      });
    },
  });
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = async () => {
    setServerError(null);
    const input = {
      npi: draft.npi.trim(),
      dea: draft.dea.trim(),
      availableInStates: draft.states
        .split(/[\s,]+/)
        .map((state) => state.trim())
        .filter(Boolean),
      doseSpotUserId: draft.doseSpotUserId.trim(),
      doseSpotClinicId: draft.doseSpotClinicId.trim(),
    };
    try {
      const { data } = await update({ variables: { userId: details.userId, input, organizationId } });
      const refused = payloadMessage(data?.updateUserExternalProviderDetails);
      if (refused) {
        setServerError(refused);
        return;
      }
      toast.success('Prescriber details saved');
      onClose();
    } catch (failure) {
      setServerError(failureMessage(failure));
    }
  };

  return (
    <ActionDialog
      title="Edit prescriber details"
      confirmLabel={loading ? 'Saving…' : 'Save'}
      busy={loading}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <DialogError message={serverError} />
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="NPI"
          autoFocus
          value={draft.npi}
          onChange={(event) => set({ npi: event.target.value })}
          helperText="10 digits. Leave empty to remove it."
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
        <TextField
          label="DEA number"
          value={draft.dea}
          onChange={(event) => set({ dea: event.target.value })}
          helperText="Two letters and seven digits."
          slotProps={{ htmlInput: { maxLength: 9 } }}
        />
        <TextField
          label="Licensed in states"
          value={draft.states}
          onChange={(event) => set({ states: event.target.value })}
          helperText="Two-letter state codes separated by commas, for example TX, CA."
        />
        <TextField
          label="DoseSpot user id"
          value={draft.doseSpotUserId}
          onChange={(event) => set({ doseSpotUserId: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="DoseSpot clinic id"
          value={draft.doseSpotClinicId}
          onChange={(event) => set({ doseSpotClinicId: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
    </ActionDialog>
  );
}
