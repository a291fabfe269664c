import { useApolloClient, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import type { AffiliateRelationFieldsFragment } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { problemOf, requireSuccess } from '../cv-settings/OrganizationDialog';
import {
  AFFILIATES_QUERY,
  CREATE_AFFILIATE_MUTATION,
  DELETE_AFFILIATE_MUTATION,
  UPDATE_AFFILIATE_MUTATION,
} from './affiliate-queries';
import { percentToFraction, SHARE_PROBLEM, shareText } from './affiliate-share-text';

type Relation = AffiliateRelationFieldsFragment;
type Side = 'affiliateOfThis' | 'thisIsAffiliate';
type DialogState = { kind: 'add' } | { kind: 'edit' | 'remove'; relation: Relation };

/**
 * Affiliates (CV Admin): the organizations that brought this one onto the platform and earn a share of its
 * implementation fee, and those this one brought. Add a relation either way, change a share, remove one.
 * The api refuses a cycle and shares that add up to more than the whole fee, with its own message.
 */
export function AffiliatesTab() {
  const session = useSession();
  const organizationId = session.organizationId ?? '';
  const { data, loading, error, refetch } = useQuery(AFFILIATES_QUERY, {
    variables: { organizationId },
    skip: !organizationId,
  });
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const relations = data?.organizationAffiliateRelations;

  if (!relations || !data) {
    if (error && !loading)
      return (
        <RetryAlert onRetry={() => void refetch()}>
          We couldn&apos;t load the affiliates. Check your connection and try again.
        </RetryAlert>
      );
    return <Skeleton variant="rectangular" height={200} aria-label="Loading the affiliates" />;
  }
  const earning = relations.filter((relation) => relation.toOrganizationId === organizationId);
  const brought = relations.filter((relation) => relation.fromOrganizationId === organizationId);
  const others = data.allOrganizations.filter((organization) => organization.id !== organizationId);
  const close = () => setDialog(null);

  return (
    <Stack spacing={2}>
      <RelationList
        heading="Affiliates of this organization"
        hint="They brought this organization onto the platform and earn this share of its implementation fee."
        empty="No affiliate earns a share of this organization's fee."
        relations={earning}
        nameOf={(relation) => relation.fromOrganizationName}
        onEdit={(relation) => setDialog({ kind: 'edit', relation })}
        onRemove={(relation) => setDialog({ kind: 'remove', relation })}
      />
      <RelationList
        heading="Organizations this one brought"
        hint="This organization earns this share of their implementation fee."
        empty="This organization brought no other organization."
        relations={brought}
        nameOf={(relation) => relation.toOrganizationName}
        onEdit={(relation) => setDialog({ kind: 'edit', relation })}
        onRemove={(relation) => setDialog({ kind: 'remove', relation })}
      />
      <div>
        <Button variant="contained" onClick={() => setDialog({ kind: 'add' })} disabled={others.length === 0}>
          Add affiliate relation
        </Button>
      </div>
      {dialog?.kind === 'add' && (
        <AddRelationDialog organizationId={organizationId} organizations={others} onClose={close} onDone={refetch} />
      )}
      {dialog?.kind === 'edit' && <EditShareDialog relation={dialog.relation} onClose={close} />}
      {dialog?.kind === 'remove' && (
        <RemoveRelationDialog relation={dialog.relation} onClose={close} onDone={refetch} />
      )}
    </Stack>
  );
}

function RelationList({
  heading,
  hint,
  empty,
  relations,
  nameOf,
  onEdit,
  onRemove,
}: {
  heading: string;
  hint: string;
  empty: string;
  relations: Relation[];
  nameOf(relation: Relation): string;
  onEdit(relation: Relation): void;
  onRemove(relation: Relation): void;
}) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      {relations.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <Stack component="ul" aria-labelledby={headingId} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {relations.map((relation) => (
            <Stack component="li" key={relation.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1 }}>
                <strong>{nameOf(relation)}</strong> — {shareText(relation.implementationFeeShareFraction)}
              </Typography>
              <Button
                size="small"
                onClick={() => onEdit(relation)}
                aria-label={`Change the share of ${nameOf(relation)}`}
              >
                Change share
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => onRemove(relation)}
                aria-label={`Remove the relation with ${nameOf(relation)}`}
              >
                Remove
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Runs a change: a refusal (its message) stays in the dialog; a success toasts and closes it. */
function useAffiliateChange(onClose: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (change: () => Promise<{ success: boolean; message?: string | null } | undefined>) => {
    setBusy(true);
    setProblem(null);
    try {
      requireSuccess(await change());
      toast.success();
      onClose();
    } catch (failure) {
      setProblem(problemOf(failure)?.message ?? 'The change could not be saved.');
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, setProblem, run };
}

function ShareField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error: string | null;
}) {
  return (
    <TextField
      label="Share of the implementation fee (%)"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? 'From 0 to 100'}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 8 } }}
    />
  );
}

function AddRelationDialog({
  organizationId,
  organizations,
  onClose,
  onDone,
}: {
  organizationId: string;
  organizations: { id: string; name: string }[];
  onClose(): void;
  onDone(): Promise<unknown>;
}) {
  const client = useApolloClient();
  const sideLabelId = useId();
  const [side, setSide] = useState<Side>('affiliateOfThis');
  const [other, setOther] = useState('');
  const [share, setShare] = useState('');
  const [fieldProblem, setFieldProblem] = useState<{ other?: string; share?: string }>({});
  const change = useAffiliateChange(onClose);

  const submit = () => {
    const fraction = percentToFraction(share);
    const problems = {
      other: other ? undefined : 'Choose an organization',
      share: fraction === undefined ? SHARE_PROBLEM : undefined,
    };
    setFieldProblem(problems);
    if (problems.other || problems.share || fraction === undefined) return;
    const [fromOrganizationId, toOrganizationId] =
      side === 'affiliateOfThis' ? [other, organizationId] : [organizationId, other];
    void change.run(async () => {
      const answer = (
        await client.mutate({
          mutation: CREATE_AFFILIATE_MUTATION,
          variables: { input: { fromOrganizationId, toOrganizationId, implementationFeeShareFraction: fraction } },
        })
      ).data?.createAffiliateRelationship;
      if (answer?.success) await onDone();
      return answer;
    });
  };

  return (
    <ActionDialog
      title="Add affiliate relation"
      confirmLabel="Add"
      busy={change.busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack spacing={2}>
        <div>
          <FormLabel id={sideLabelId}>Who earns the share</FormLabel>
          <RadioGroup
            aria-labelledby={sideLabelId}
            value={side}
            onChange={(event) => setSide(event.target.value as Side)}
          >
            <FormControlLabel
              value="affiliateOfThis"
              control={<Radio />}
              label="The other organization, of this organization's fee (it brought this one)"
            />
            <FormControlLabel
              value="thisIsAffiliate"
              control={<Radio />}
              label="This organization, of the other one's fee (this one brought it)"
            />
          </RadioGroup>
        </div>
        <TextField
          select
          label="Other organization"
          value={other}
          onChange={(event) => setOther(event.target.value)}
          error={Boolean(fieldProblem.other)}
          helperText={fieldProblem.other ?? ' '}
        >
          {organizations.map((organization) => (
            <MenuItem key={organization.id} value={organization.id}>
              {organization.name}
            </MenuItem>
          ))}
        </TextField>
        <ShareField value={share} onChange={setShare} error={fieldProblem.share ?? null} />
        {change.problem && (
          <Typography role="alert" color="error">
            {change.problem}
          </Typography>
        )}
      </Stack>
    </ActionDialog>
  );
}

function EditShareDialog({ relation, onClose }: { relation: Relation; onClose(): void }) {
  const client = useApolloClient();
  const [share, setShare] = useState(String(Number((relation.implementationFeeShareFraction * 100).toFixed(2))));
  const [shareProblem, setShareProblem] = useState<string | null>(null);
  const change = useAffiliateChange(onClose);

  const submit = () => {
    const fraction = percentToFraction(share);
    if (fraction === undefined) return setShareProblem(SHARE_PROBLEM);
    setShareProblem(null);
    void change.run(
      async () =>
        (
          await client.mutate({
            mutation: UPDATE_AFFILIATE_MUTATION,
            variables: { input: { id: relation.id, implementationFeeShareFraction: fraction } },
          })
        ).data?.updateAffiliateRelationship,
    );
  };

  return (
    <ActionDialog
      title="Change share"
      description={`${relation.fromOrganizationName} earns this share of the implementation fee of ${relation.toOrganizationName}.`}
      confirmLabel="Save"
      busy={change.busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack spacing={2}>
        <ShareField value={share} onChange={setShare} error={shareProblem} />
        {change.problem && (
          <Typography role="alert" color="error">
            {change.problem}
          </Typography>
        )}
      </Stack>
    </ActionDialog>
  );
}

function RemoveRelationDialog({
  relation,
  onClose,
  onDone,
}: {
  relation: Relation;
  onClose(): void;
  onDone(): Promise<unknown>;
}) {
  const client = useApolloClient();
  const change = useAffiliateChange(onClose);
  const submit = () =>
    void change.run(async () => {
      const answer = (await client.mutate({ mutation: DELETE_AFFILIATE_MUTATION, variables: { id: relation.id } })).data
        ?.deleteAffiliateRelationship;
      if (answer?.success) await onDone();
      return answer;
    });
  return (
    <ActionDialog
      title="Remove affiliate relation?"
      description={`${relation.fromOrganizationName} no longer earns a share of the implementation fee of ${relation.toOrganizationName}.`}
      confirmLabel="Remove"
      destructive
      busy={change.busy}
      onClose={onClose}
      onSubmit={submit}
    >
      {change.problem && (
        <Typography role="alert" color="error">
          {change.problem}
        </Typography>
      )}
    </ActionDialog>
  );
}
