import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import { useSession } from '../../app/session/use-session';
import type { GeneralSettingsFieldsFragment } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { NEW_REQUEST_OPTIONS_QUERY } from './general-settings-queries';
import { SaveBar } from './SaveBar';
import { useSaveGeneralSettings } from './use-save-general-settings';

const MAX_RECOMMENDED = 10;
/** The Select's value for "no form chosen here". */
const ORGANIZATION_DEFAULT = '';

interface Option {
  id: string;
  label: string;
}

interface Draft {
  defaultFormId: string;
  recommendedFormIds: string[];
  recommendedDocumentIds: string[];
}

const draftOf = (settings: GeneralSettingsFieldsFragment): Draft => ({
  defaultFormId: settings.newRequest.defaultFormId ?? ORGANIZATION_DEFAULT,
  recommendedFormIds: [...settings.newRequest.recommendedFormIds],
  recommendedDocumentIds: [...settings.newRequest.recommendedDocumentIds],
});

/** An id chosen before whose form or document is gone still shows, so it can be removed. */
const withMissing = (options: Option[], ids: string[], missing: string): Option[] => [
  ...options,
  ...ids.filter((id) => !options.some((option) => option.id === id)).map((id) => ({ id, label: missing })),
];

/** What New Request opens, and the forms and documents it recommends beside it. */
export function NewRequestTab({ settings }: { settings: GeneralSettingsFieldsFragment }) {
  const session = useSession();
  const options = useQuery(NEW_REQUEST_OPTIONS_QUERY, {
    variables: { organizationId: session.organizationId ?? '' },
    skip: !session.organizationId,
    notifyOnNetworkStatusChange: true,
  });
  const saved = useMemo(() => draftOf(settings), [settings]);
  const [draft, setDraft] = useState(saved);
  const { save, saving, problem, problemAt, clearProblem } = useSaveGeneralSettings();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const forms: Option[] = useMemo(
    () =>
      (options.data?.allForms ?? [])
        .filter((form) => form.isActive)
        .map((form) => ({ id: form.id, label: form.isGlobal ? `${form.name} (global)` : form.name })),
    [options.data],
  );
  const documents: Option[] = useMemo(
    () =>
      (options.data?.publicOrganizationDocuments ?? []).map((document) => ({
        id: document.id,
        label: document.isGlobal ? `${document.fileName} (global)` : document.fileName,
      })),
    [options.data],
  );

  if (!options.data) {
    if (options.loading || !session.organizationId) {
      return (
        <Box aria-busy="true">
          <Skeleton variant="rectangular" height={56} sx={{ mb: 2 }} />
          <Skeleton variant="rectangular" height={112} />
        </Box>
      );
    }
    return (
      <RetryAlert onRetry={() => void options.refetch()}>
        We couldn&apos;t load the forms and documents. Check your connection and try again.
      </RetryAlert>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || saving) return;
    const result = await save(
      {
        newRequest: {
          defaultFormId: draft.defaultFormId || null,
          recommendedFormIds: draft.recommendedFormIds,
          recommendedDocumentIds: draft.recommendedDocumentIds,
        },
      },
      'New request saved',
    );
    if (result) setDraft(draftOf(result));
  };

  const multiple = (
    name: 'recommendedFormIds' | 'recommendedDocumentIds',
    label: string,
    all: Option[],
    help: string,
  ) => {
    const chosen = withMissing(all, draft[name], 'No longer available');
    const error = problemAt(`newRequest.${name}`);
    return (
      <Autocomplete
        multiple
        options={all}
        value={draft[name].map((id) => chosen.find((option) => option.id === id)!)}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionDisabled={() => draft[name].length >= MAX_RECOMMENDED}
        onChange={(_event, value) => {
          clearProblem();
          setDraft((current) => ({ ...current, [name]: value.map((option) => option.id) }));
        }}
        noOptionsText="Nothing to choose from yet"
        renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error ?? help} />}
      />
    );
  };

  const defaultError = problemAt('newRequest.defaultFormId');
  const placed =
    defaultError || problemAt('newRequest.recommendedFormIds') || problemAt('newRequest.recommendedDocumentIds');

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label="New request">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Choose the form New Request opens, and what to recommend beside it.
      </Typography>
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <TextField
          select
          label="Default form"
          value={draft.defaultFormId}
          onChange={(event) => {
            clearProblem();
            setDraft((current) => ({ ...current, defaultFormId: event.target.value }));
          }}
          error={!!defaultError}
          helperText={defaultError ?? 'The form employees answer when they start a New Request.'}
        >
          <MenuItem value={ORGANIZATION_DEFAULT}>The form marked as default in Forms</MenuItem>
          {withMissing(forms, draft.defaultFormId ? [draft.defaultFormId] : [], 'No longer available').map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        {multiple(
          'recommendedFormIds',
          'Recommended forms',
          forms,
          `Shown on New Request, in this order; at most ${MAX_RECOMMENDED}.`,
        )}
        {multiple(
          'recommendedDocumentIds',
          'Recommended documents',
          documents,
          `Public documents employees can download from New Request; at most ${MAX_RECOMMENDED}.`,
        )}
      </Stack>
      <SaveBar
        label="Save new request"
        dirty={dirty}
        saving={saving}
        problem={placed ? undefined : problem?.message}
        onDiscard={() => {
          clearProblem();
          setDraft(saved);
        }}
      />
    </Box>
  );
}
