import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../app/notifications/use-toast';
import { apiProblems } from '../forms/form-errors';
import {
  SET_DEFAULT_GLOBAL_VERSION_MUTATION,
  SET_DEFAULT_GLP_FOLLOWUP_VERSION_MUTATION,
} from '../forms/versions/form-versions-queries';
import { RetryAlert } from '../../shared/RetryAlert';
import { CV_GLOBAL_FORMS_QUERY } from './cv-settings-queries';

type DefaultKind = 'isPartnerDefault' | 'isGLPFollowupDefault';

const DEFAULTS: { kind: DefaultKind; label: string; done: string }[] = [
  { kind: 'isPartnerDefault', label: 'Default global form', done: 'the default global form' },
  { kind: 'isGLPFollowupDefault', label: 'Default GLP follow-up form', done: 'the default GLP follow-up form' },
];

interface VersionOption {
  id: string;
  formId: string;
  versionNumber: number;
  label: string;
  isPartnerDefault: boolean;
  isGLPFollowupDefault: boolean;
}

/**
 * The global forms (every organization may use them) and the two platform defaults, each one version of a
 * global form: the default global form and the GLP follow-up form. The forms themselves are edited in the
 * form editor.
 */
export function GlobalFormsSection() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(CV_GLOBAL_FORMS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [setGlobal] = useMutation(SET_DEFAULT_GLOBAL_VERSION_MUTATION);
  const [setFollowup] = useMutation(SET_DEFAULT_GLP_FOLLOWUP_VERSION_MUTATION);
  const [chosen, setChosen] = useState<Partial<Record<DefaultKind, string>>>({});
  const [saving, setSaving] = useState<DefaultKind | null>(null);

  const forms = data?.allForms ?? null;
  const versions: VersionOption[] = [];
  for (const form of forms ?? []) {
    for (const version of (data?.allFormVersions ?? [])
      .filter((candidate) => candidate.formId === form.id)
      .sort((a, b) => b.versionNumber - a.versionNumber)) {
      versions.push({ ...version, label: `${form.name} — version ${version.versionNumber}` });
    }
  }
  const current = (kind: DefaultKind) => versions.find((version) => version[kind]);

  const save = async (kind: DefaultKind) => {
    const versionId = chosen[kind];
    const version = versions.find((candidate) => candidate.id === versionId);
    if (!version || saving) return;
    setSaving(kind);
    try {
      if (kind === 'isPartnerDefault') await setGlobal({ variables: { versionId: version.id } });
      else await setFollowup({ variables: { versionId: version.id } });
      toast.success(`${version.label} is now ${DEFAULTS.find((entry) => entry.kind === kind)?.done}.`);
      setChosen((previous) => ({ ...previous, [kind]: undefined }));
      await refetch();
    } catch (failure) {
      toast.error(apiProblems(failure)[0].message);
    } finally {
      setSaving(null);
    }
  };

  let body;
  if (!forms) {
    body =
      error && !loading ? (
        <RetryAlert onRetry={() => void refetch()}>
          We couldn&apos;t load the global forms. Check your connection and try again.
        </RetryAlert>
      ) : (
        <Skeleton variant="rectangular" height={120} aria-label="Loading the global forms" />
      );
  } else if (forms.length === 0) {
    body = <Typography>There are no global forms yet. Create one in Forms and mark it global.</Typography>;
  } else {
    body = (
      <Stack spacing={3}>
        <TableContainer>
          <Table size="small" aria-labelledby="cv-global-forms-heading">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Form
                </TableCell>
                <TableCell component="th" scope="col">
                  Current version
                </TableCell>
                <TableCell component="th" scope="col">
                  Status
                </TableCell>
                <TableCell component="th" scope="col">
                  Defaults
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {forms.map((form) => {
                const defaultsOfForm = DEFAULTS.flatMap(({ kind, label }) => {
                  const version = versions.find((candidate) => candidate.formId === form.id && candidate[kind]);
                  return version ? [{ kind, text: `${label} (version ${version.versionNumber})` }] : [];
                });
                return (
                  <TableRow key={form.id}>
                    <TableCell component="th" scope="row">
                      <Link component={RouterLink} to={`/forms/${encodeURIComponent(form.id)}`}>
                        {form.name}
                      </Link>
                    </TableCell>
                    <TableCell>{form.versionNumber ?? '—'}</TableCell>
                    <TableCell>{form.isActive ? 'Active' : 'Disabled'}</TableCell>
                    <TableCell>
                      {defaultsOfForm.length === 0
                        ? '—'
                        : defaultsOfForm.map(({ kind, text }) => (
                            <Chip key={kind} size="small" label={text} sx={{ mr: 1, mb: 0.5 }} />
                          ))}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        {DEFAULTS.map(({ kind, label }) => {
          const now = current(kind);
          const selectId = `cv-default-${kind}`;
          return (
            <Stack
              key={kind}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                id={selectId}
                select
                size="small"
                label={label}
                value={chosen[kind] ?? now?.id ?? ''}
                onChange={(event) => setChosen((previous) => ({ ...previous, [kind]: event.target.value }))}
                helperText={now ? `Now: ${now.label}` : 'None chosen yet'}
                sx={{ minWidth: 320 }}
              >
                {versions.map((version) => (
                  <MenuItem key={version.id} value={version.id}>
                    {version.label}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                disabled={!chosen[kind] || chosen[kind] === now?.id || saving !== null}
                onClick={() => void save(kind)}
              >
                {saving === kind ? 'Saving…' : `Set ${label.toLowerCase()}`}
              </Button>
            </Stack>
          );
        })}
      </Stack>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="cv-global-forms-heading" sx={{ p: 2 }}>
      <Typography id="cv-global-forms-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        Global forms
      </Typography>
      {body}
    </Paper>
  );
}
