import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAliasLabels } from '../../app/layout/alias-labels';
import type { CaseStatus, Channel, Role, WorkflowActionType, WorkflowRecipient } from '../../generated/graphql';
import { ActionDialog as FormDialog } from '../case-detail/dialogs/ActionDialog';
import { roleLabel } from '../case-detail/shared/case-labels';
import { CASE_STATUS_LABELS } from '../cases/case-status-labels';
import { ACTION_TYPE_LABELS, ACTION_TYPES, RECIPIENT_LABELS, RECIPIENTS, STAFF_ROLES } from './settings-labels';
import {
  type ActionDraft,
  type ActionOptions,
  blankAction,
  MAX_TEXT_LENGTH,
  missingInAction,
} from './workflow-actions';

const CASE_STATUSES = Object.keys(CASE_STATUS_LABELS) as CaseStatus[];

function ChannelField({ value, onChange }: { value?: Channel; onChange(channel: Channel): void }) {
  return (
    <FormControl>
      <FormLabel id="workflow-action-channel">Send by</FormLabel>
      <RadioGroup
        row
        aria-labelledby="workflow-action-channel"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value as Channel)}
      >
        <FormControlLabel value="EMAIL" control={<Radio />} label="E-mail" />
        <FormControlLabel value="SMS" control={<Radio />} label="SMS" />
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Adds or edits one workflow action: its type, then the fields that type uses. "Done" keeps the action in
 * the tab's draft; nothing is saved until the tab is.
 */
export function ActionDialog({
  triggerLabel,
  initial,
  options,
  optionsLoading,
  onDone,
  onClose,
}: {
  triggerLabel: string;
  /** Null to add a new action. */
  initial: ActionDraft | null;
  options: ActionOptions;
  optionsLoading: boolean;
  onDone(action: ActionDraft): void;
  onClose(): void;
}) {
  const labels = useAliasLabels();
  const [action, setAction] = useState<ActionDraft>(initial ?? blankAction('SEND_TEMPLATE'));
  const [tried, setTried] = useState(false);
  const missing = missingInAction(action);
  const shown = tried ? missing : {};
  const set = (change: Partial<ActionDraft>) => setAction((current) => ({ ...current, ...change }));
  const useTemplate = action.templateId !== undefined;
  const noOptions = (what: string) => (optionsLoading ? 'Loading…' : `No ${what} yet`);

  const submit = () => {
    setTried(true);
    if (Object.keys(missingInAction(action)).length > 0) return;
    const cleaned: ActionDraft = { ...action };
    if (cleaned.type === 'SEND_TEMPLATE') {
      if (cleaned.recipient !== 'ROLE') delete cleaned.role;
      if (useTemplate) delete cleaned.text;
      else cleaned.text = cleaned.text?.trim();
    }
    onDone(cleaned);
  };

  return (
    <FormDialog
      title={initial ? 'Edit action' : 'Add an action'}
      description={triggerLabel}
      confirmLabel="Done"
      busy={false}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label="Action"
          value={action.type}
          onChange={(e) => setAction(blankAction(e.target.value as WorkflowActionType))}
        >
          {ACTION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {ACTION_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>

        {action.type === 'SEND_TEMPLATE' && (
          <>
            <ChannelField value={action.channel} onChange={(channel) => set({ channel })} />
            <TextField
              select
              label="Recipient"
              value={action.recipient ?? ''}
              onChange={(e) => set({ recipient: e.target.value as WorkflowRecipient })}
              error={!!shown.recipient}
              helperText={shown.recipient}
            >
              {RECIPIENTS.map((recipient) => (
                <MenuItem key={recipient} value={recipient}>
                  {RECIPIENT_LABELS[recipient]}
                </MenuItem>
              ))}
            </TextField>
            {action.recipient === 'ROLE' && (
              <TextField
                select
                label="Role"
                value={action.role ?? ''}
                onChange={(e) => set({ role: e.target.value as Role })}
                error={!!shown.role}
                helperText={shown.role}
              >
                {STAFF_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {roleLabel(role, labels)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <FormControl>
              <FormLabel id="workflow-action-message">Message</FormLabel>
              <RadioGroup
                row
                aria-labelledby="workflow-action-message"
                value={useTemplate ? 'template' : 'text'}
                onChange={(e) =>
                  e.target.value === 'template'
                    ? set({ templateId: action.templateId ?? '', text: undefined })
                    : set({ templateId: undefined, text: action.text ?? '' })
                }
              >
                <FormControlLabel value="text" control={<Radio />} label="Write the text" />
                <FormControlLabel value="template" control={<Radio />} label="Use a template" />
              </RadioGroup>
            </FormControl>
            {useTemplate ? (
              <TextField
                select
                label="Template"
                value={action.templateId ?? ''}
                onChange={(e) => set({ templateId: e.target.value })}
                error={!!shown.templateId}
                helperText={shown.templateId ?? (options.templates.length === 0 ? noOptions('templates') : undefined)}
              >
                {options.templates.map((template) => (
                  <MenuItem key={template.id} value={template.id}>
                    {template.isGlobal ? `${template.name} (global)` : template.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                label="Message text"
                multiline
                minRows={3}
                value={action.text ?? ''}
                onChange={(e) => set({ text: e.target.value })}
                error={!!shown.text}
                helperText={
                  shown.text ??
                  `${(action.text ?? '').length} of ${MAX_TEXT_LENGTH} characters. Keep health details out: the employee reads them after signing in.`
                }
                slotProps={{ htmlInput: { maxLength: MAX_TEXT_LENGTH } }}
              />
            )}
          </>
        )}

        {action.type === 'SEND_FORM' && (
          <>
            <ChannelField value={action.channel} onChange={(channel) => set({ channel })} />
            <TextField
              select
              label="Form"
              value={action.formId ?? ''}
              onChange={(e) => set({ formId: e.target.value })}
              error={!!shown.formId}
              helperText={shown.formId ?? (options.forms.length === 0 ? noOptions('active forms') : undefined)}
            >
              {options.forms.map((form) => (
                <MenuItem key={form.id} value={form.id}>
                  {form.name}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}

        {action.type === 'ASSIGN_DEFAULT_COORDINATOR' && (
          <TextField
            select
            label="Coordinator"
            value={action.userId ?? ''}
            onChange={(e) => set({ userId: e.target.value })}
            error={!!shown.userId}
            helperText={shown.userId ?? 'The case is assigned to this person, who then accepts it.'}
          >
            {options.coordinators.map((user) => (
              <MenuItem key={user.id} value={user.id}>
                {user.fullName}
              </MenuItem>
            ))}
          </TextField>
        )}

        {action.type === 'MOVE_CASE' && (
          <TextField
            select
            label="New status"
            value={action.status ?? ''}
            onChange={(e) => set({ status: e.target.value as CaseStatus })}
            error={!!shown.status}
            helperText={shown.status}
          >
            {CASE_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {CASE_STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
        )}

        {action.type === 'NOTIFY_ROLES' && (
          <FormControl error={!!shown.roles} component="fieldset" variant="standard">
            <FormLabel component="legend">Roles to notify</FormLabel>
            <FormGroup row>
              {STAFF_ROLES.map((role) => (
                <FormControlLabel
                  key={role}
                  label={roleLabel(role, labels)}
                  control={
                    <Checkbox
                      checked={action.roles?.includes(role) ?? false}
                      onChange={(e) =>
                        set({
                          roles: STAFF_ROLES.filter((r) =>
                            r === role ? e.target.checked : (action.roles ?? []).includes(r),
                          ),
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {shown.roles && <FormHelperText>{shown.roles}</FormHelperText>}
          </FormControl>
        )}
      </Stack>
    </FormDialog>
  );
}
