import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LINK_NAME_HELP } from '../form-model';
import { CaseTypesField } from './CaseTypesField';
import type { FormDraft } from './use-form-draft';

interface FormSettingsProps {
  editing: FormDraft;
  /** The form's id once it exists: whether it is global is settled when it is created. */
  formId?: string;
  isCvadmin: boolean;
}

/** The form's settings: name, short link, description, where it is used and how it is shown. */
export function FormSettings({ editing, formId, isCvadmin }: FormSettingsProps) {
  const { draft, setField, touch, server, showNameError, showLinkError } = editing;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="form-settings-title" sx={{ p: 2, mb: 3 }}>
      <Typography component="h2" variant="h6" id="form-settings-title" gutterBottom>
        Settings
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Name"
          required
          size="small"
          id="form-name"
          value={draft.name}
          onChange={(event) => setField('name', event.target.value)}
          onBlur={() => touch('name')}
          error={Boolean(showNameError || server?.bySetting.name)}
          helperText={server?.bySetting.name ?? (showNameError || undefined)}
        />
        <TextField
          label="Link name"
          required
          size="small"
          id="form-link-name"
          value={draft.linkName}
          onChange={(event) => setField('linkName', event.target.value)}
          onBlur={() => touch('linkName')}
          error={Boolean(showLinkError || server?.bySetting.linkName)}
          helperText={
            server?.bySetting.linkName ??
            (showLinkError || `${LINK_NAME_HELP} Short link: /l/${draft.linkName.trim() || 'link-name'}`)
          }
        />
        <TextField
          label="Description"
          multiline
          minRows={2}
          size="small"
          id="form-description"
          value={draft.description}
          onChange={(event) => setField('description', event.target.value)}
          error={Boolean(server?.bySetting.description)}
          helperText={server?.bySetting.description}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox checked={draft.isDefault} onChange={(event) => setField('isDefault', event.target.checked)} />
            }
            label="Default form of the organization"
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.showStepsIndividually}
                onChange={(event) => setField('showStepsIndividually', event.target.checked)}
              />
            }
            label="Show one question per step"
          />
          {isCvadmin && (
            <>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={draft.isGlobal}
                    disabled={Boolean(formId)}
                    onChange={(event) => setField('isGlobal', event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': 'form-global-help' } }}
                  />
                }
                label="Global form (offered to every organization)"
              />
              <FormHelperText id="form-global-help">
                {formId ? 'Set when the form is created.' : 'Only platform administrators can make a form global.'}
              </FormHelperText>
            </>
          )}
        </Box>
        <CaseTypesField value={draft.caseTypes} onChange={(caseTypes) => setField('caseTypes', caseTypes)} />
        {/* Case categories are left out: the api offers no query that lists them to choose from. */}
      </Stack>
    </Paper>
  );
}
