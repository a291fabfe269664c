import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '../../../app/notifications/use-toast';
import { useMyPermissions } from '../../../app/session/use-my-permissions';
import { useSession } from '../../../app/session/use-session';
import type { FormEditorVersionsQuery } from '../../../generated/graphql';
import { exactTime, relativeTime } from '../../request/relative-time';
import { apiProblems } from '../form-errors';
import { draftFromForm } from '../form-model';
import { FormPreview } from '../FormPreview';
import {
  FORM_VERSION_PREVIEW_QUERY,
  FORM_VERSIONS_QUERY,
  SET_DEFAULT_GLOBAL_VERSION_MUTATION,
  SET_DEFAULT_GLP_FOLLOWUP_VERSION_MUTATION,
} from './form-versions-queries';

type FormVersion = FormEditorVersionsQuery['allFormVersions'][number];
type DefaultKind = 'global' | 'glpFollowup';

const DEFAULT_LABELS: Record<DefaultKind, { action: string; chip: string; done: string }> = {
  global: {
    action: 'Make default global form',
    chip: 'Default global form',
    done: 'the default global form',
  },
  glpFollowup: {
    action: 'Make default GLP follow-up form',
    chip: 'Default GLP follow-up form',
    done: 'the default GLP follow-up form',
  },
};

const previewButtonId = (version: FormVersion) => `form-version-${version.id}-preview`;

/**
 * The form's published versions, newest first. Each opens in a preview with the questions of that version,
 * the ones its answers were given to. A CV Admin makes a version of a global form a platform default.
 */
export function FormVersions({
  formId,
  formName,
  isGlobal,
  currentVersionId,
}: {
  formId: string;
  formName: string;
  isGlobal: boolean;
  currentVersionId: string | null;
}) {
  const session = useSession();
  const toast = useToast();
  const canSetDefaults = isGlobal && !!useMyPermissions()?.setDefaultGlobalFormVersion;
  const { data, loading, error, refetch } = useQuery(FORM_VERSIONS_QUERY, {
    variables: { organizationId: session.organizationId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [setDefaultGlobal] = useMutation(SET_DEFAULT_GLOBAL_VERSION_MUTATION);
  const [setDefaultGLPFollowup] = useMutation(SET_DEFAULT_GLP_FOLLOWUP_VERSION_MUTATION);
  const [previewing, setPreviewing] = useState<FormVersion | null>(null);
  const [confirming, setConfirming] = useState<{ version: FormVersion; kind: DefaultKind } | null>(null);
  const [saving, setSaving] = useState(false);

  // A version published in the editor joins the list.
  const listedFor = useRef(currentVersionId);
  useEffect(() => {
    if (listedFor.current === currentVersionId) return;
    listedFor.current = currentVersionId;
    void refetch();
  }, [currentVersionId, refetch]);

  const versions = (data?.allFormVersions ?? [])
    .filter((version) => version.formId === formId)
    .sort((a, b) => b.versionNumber - a.versionNumber);
  const showDefaults = isGlobal || versions.some((version) => version.isPartnerDefault || version.isGLPFollowupDefault);

  const focusPreviewOf = (version: FormVersion) =>
    window.setTimeout(() => document.getElementById(previewButtonId(version))?.focus(), 0);

  const confirmDefault = async () => {
    if (!confirming) return;
    const { version, kind } = confirming;
    setSaving(true);
    try {
      const variables = { versionId: version.id };
      if (kind === 'global') await setDefaultGlobal({ variables });
      else await setDefaultGLPFollowup({ variables });
      toast.success(`Version ${version.versionNumber} is now ${DEFAULT_LABELS[kind].done}.`);
      setConfirming(null);
      // The action leaves the row once the version is the default: focus stays in the row.
      focusPreviewOf(version);
      await refetch();
    } catch (caught) {
      toast.error(apiProblems(caught)[0].message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="form-versions-title" sx={{ mt: 4 }}>
      <Typography component="h2" variant="h6" id="form-versions-title" gutterBottom>
        Versions
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Each publication is kept as a version. Answers stay with the version they were given to, so earlier answers keep
        their questions.
      </Typography>
      <Box aria-live="polite" aria-busy={loading ? 'true' : 'false'}>
        {loading && !data ? (
          <Box data-testid="form-versions-loading">
            <Box component="span" sx={visuallyHidden}>
              Loading versions…
            </Box>
            {[0, 1].map((row) => (
              <Skeleton key={row} variant="rectangular" height={36} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : error && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            We couldn't load the versions of this form.
          </Alert>
        ) : versions.length === 0 ? (
          <Typography color="text.secondary">No published versions yet.</Typography>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Versions">
              <TableHead>
                <TableRow>
                  <TableCell>Version</TableCell>
                  <TableCell>Published</TableCell>
                  <TableCell>Link name</TableCell>
                  {showDefaults && <TableCell>Defaults</TableCell>}
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {versions.map((version) => (
                  <TableRow key={version.id}>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>Version {version.versionNumber}</span>
                        {version.id === currentVersionId && <Chip size="small" label="Current" />}
                      </Stack>
                    </TableCell>
                    <TableCell>
                      <Box component="time" dateTime={version.createdAt} title={exactTime(version.createdAt)}>
                        {relativeTime(version.createdAt)}
                      </Box>
                    </TableCell>
                    <TableCell>
                      <Box component="code" sx={{ fontSize: '0.875rem' }}>
                        /l/{version.linkName}
                      </Box>
                    </TableCell>
                    {showDefaults && (
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                          {version.isPartnerDefault && <Chip size="small" label={DEFAULT_LABELS.global.chip} />}
                          {version.isGLPFollowupDefault && (
                            <Chip size="small" label={DEFAULT_LABELS.glpFollowup.chip} />
                          )}
                          {!version.isPartnerDefault && !version.isGLPFollowupDefault && '—'}
                        </Stack>
                      </TableCell>
                    )}
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                        <Button
                          size="small"
                          id={previewButtonId(version)}
                          aria-label={`Preview version ${version.versionNumber}`}
                          onClick={() => setPreviewing(version)}
                        >
                          Preview
                        </Button>
                        {canSetDefaults &&
                          (['global', 'glpFollowup'] as const)
                            .filter((kind) =>
                              kind === 'global' ? !version.isPartnerDefault : !version.isGLPFollowupDefault,
                            )
                            .map((kind) => (
                              <Button
                                key={kind}
                                size="small"
                                aria-label={`${DEFAULT_LABELS[kind].action}: version ${version.versionNumber}`}
                                onClick={() => setConfirming({ version, kind })}
                              >
                                {DEFAULT_LABELS[kind].action}
                              </Button>
                            ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>

      <VersionPreviewDialog version={previewing} formName={formName} onClose={() => setPreviewing(null)} />

      <Dialog
        open={confirming !== null}
        onClose={() => (saving ? undefined : setConfirming(null))}
        aria-labelledby="form-version-default-title"
      >
        <DialogTitle id="form-version-default-title">
          {confirming
            ? `Make version ${confirming.version.versionNumber} ${DEFAULT_LABELS[confirming.kind].done}?`
            : ''}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming
              ? `Version ${confirming.version.versionNumber} of "${formName}" replaces ${
                  DEFAULT_LABELS[confirming.kind].done
                } for every organization.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={saving}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void confirmDefault()} disabled={saving}>
            {saving ? 'Saving…' : 'Make default'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** The questions of one published version, loaded by its id, in the respondent's preview. */
function VersionPreviewDialog({
  version,
  formName,
  onClose,
}: {
  version: FormVersion | null;
  formName: string;
  onClose(): void;
}) {
  const { data, loading, error, refetch } = useQuery(FORM_VERSION_PREVIEW_QUERY, {
    variables: { versionId: version?.id ?? '' },
    skip: !version,
    // The answer carries the form's id with an older version's questions: kept out of the cache, so the
    // editor and the forms list go on showing the current version.
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const loaded = version && data?.formByVersionId.versionId === version.id ? data.formByVersionId : null;
  const questions = useMemo(() => (loaded ? draftFromForm(loaded).questions : []), [loaded]);

  return (
    <Dialog open={version !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="version-preview-title">
      <DialogTitle id="version-preview-title">
        {version ? `Version ${version.versionNumber} of ${formName.trim() || 'this form'}` : ''}
      </DialogTitle>
      <DialogContent dividers>
        {version && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Published {exactTime(version.createdAt)}. Answers given to this version keep these questions.
          </Typography>
        )}
        <Box aria-live="polite" aria-busy={loading ? 'true' : 'false'}>
          {loaded ? (
            <FormPreview key={loaded.versionId} name={formName} questions={questions} withTitle={false} />
          ) : error && !loading ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  Try again
                </Button>
              }
            >
              {apiProblems(error)[0].message}
            </Alert>
          ) : (
            <Box data-testid="version-preview-loading">
              <Box component="span" sx={visuallyHidden}>
                Loading the questions of this version…
              </Box>
              <Skeleton variant="rectangular" height={56} sx={{ mb: 1 }} />
              <Skeleton variant="rectangular" height={56} />
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
