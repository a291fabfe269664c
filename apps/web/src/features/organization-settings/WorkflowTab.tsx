import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useAliasLabels } from '../../app/layout/alias-labels';
import { useSession } from '../../app/session/use-session';
import type { OrganizationSettingsFieldsFragment, Role, WorkflowTriggerEvent } from '../../generated/graphql';
import { roleLabel } from '../case-detail/shared/case-labels';
import { ActionDialog } from './ActionDialog';
import {
  WORKFLOW_COORDINATORS_QUERY,
  WORKFLOW_FORMS_QUERY,
  WORKFLOW_TEMPLATES_QUERY,
} from './organization-settings-queries';
import { SaveBar } from './SaveBar';
import { COORDINATOR_ROLES, TRIGGER_LABELS } from './settings-labels';
import { useSaveSettings } from './use-save-settings';
import { type ActionDraft, type ActionOptions, describeAction, draftOfAction, MAX_ACTIONS } from './workflow-actions';

/** Material Design arrow_upward and arrow_downward (Apache License 2.0), decorative beside their labels. */
const ARROW_UP = 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z';
const ARROW_DOWN = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';

interface Draft {
  formNotSentDays: string;
  triggers: { trigger: WorkflowTriggerEvent; actions: ActionDraft[] }[];
}

const draftOf = (settings: OrganizationSettingsFieldsFragment): Draft => ({
  formNotSentDays: String(settings.workflows.formNotSentDays),
  triggers: settings.workflows.triggers.map(({ trigger, actions }) => ({
    trigger,
    actions: actions.map(draftOfAction),
  })),
});

/** What the pickers offer: the organization's and global templates, active forms, assignable people. */
function useActionOptions(): { options: ActionOptions; loading: boolean; failed: boolean; retry(): void } {
  const { organizationId } = useSession();
  const templates = useQuery(WORKFLOW_TEMPLATES_QUERY, { variables: { organizationId } });
  const forms = useQuery(WORKFLOW_FORMS_QUERY, { variables: { organizationId } });
  const coordinators = useQuery(WORKFLOW_COORDINATORS_QUERY, {
    variables: { organizationId, roles: COORDINATOR_ROLES },
  });
  const options = useMemo<ActionOptions>(
    () => ({
      templates: [
        ...(templates.data?.organizationTemplates.templates ?? []).map((t) => ({
          id: t.id,
          name: t.name,
          isGlobal: false,
        })),
        ...(templates.data?.globalTemplates.templates ?? []).map((t) => ({ id: t.id, name: t.name, isGlobal: true })),
      ],
      forms: (forms.data?.allForms ?? []).filter((form) => form.isActive).map(({ id, name }) => ({ id, name })),
      coordinators: (coordinators.data?.usersByRole.users ?? []).map(({ id, fullName }) => ({ id, fullName })),
    }),
    [templates.data, forms.data, coordinators.data],
  );
  return {
    options,
    loading: templates.loading || forms.loading || coordinators.loading,
    failed: !!(templates.error || forms.error || coordinators.error),
    retry: () => {
      void templates.refetch();
      void forms.refetch();
      void coordinators.refetch();
    },
  };
}

type Editing = { triggerIndex: number; actionIndex: number | null };

/**
 * What happens on its own when something happens on a case: per trigger, an ordered list of actions, each
 * added or edited in a dialog, moved up or down, or removed. Saved all at once.
 */
export function WorkflowTab({ settings }: { settings: OrganizationSettingsFieldsFragment }) {
  const labels = useAliasLabels();
  const roleName = (role: Role) => roleLabel(role, labels);
  const saved = useMemo(() => draftOf(settings), [settings]);
  const [draft, setDraft] = useState<Draft>(saved);
  const [editing, setEditing] = useState<Editing | null>(null);
  const { options, loading: optionsLoading, failed: optionsFailed, retry } = useActionOptions();
  const { save, saving, problem, problemAt, clearProblem } = useSaveSettings();
  const panel = useRef<HTMLDivElement>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const daysInvalid = !/^\d+$/.test(draft.formNotSentDays.trim());

  /** After a change that moves or removes a button, focus goes where the keyboard user expects it. */
  const focusLater = (selector: string) =>
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>(selector)?.focus());

  const changeActions = (triggerIndex: number, change: (actions: ActionDraft[]) => ActionDraft[]) => {
    clearProblem();
    setDraft((current) => ({
      ...current,
      triggers: current.triggers.map((entry, i) =>
        i === triggerIndex ? { ...entry, actions: change(entry.actions) } : entry,
      ),
    }));
  };
  const move = (triggerIndex: number, actionIndex: number, by: -1 | 1) => {
    changeActions(triggerIndex, (actions) => {
      const next = [...actions];
      [next[actionIndex], next[actionIndex + by]] = [next[actionIndex + by], next[actionIndex]];
      return next;
    });
    const to = actionIndex + by;
    const total = draft.triggers[triggerIndex].actions.length;
    // Keep the same button under focus, or its twin when the action reached an end of the list.
    const button = by === -1 ? (to > 0 ? 'up' : 'down') : to < total - 1 ? 'down' : 'up';
    focusLater(`[data-action="${triggerIndex}-${to}"] [data-move="${button}"]`);
  };
  const remove = (triggerIndex: number, actionIndex: number) => {
    changeActions(triggerIndex, (actions) => actions.filter((_a, i) => i !== actionIndex));
    focusLater(`[data-add="${triggerIndex}"]`);
  };
  const closeDialog = (focus: string) => {
    setEditing(null);
    focusLater(focus);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || daysInvalid || saving) return;
    const result = await save(
      { workflows: { formNotSentDays: Number(draft.formNotSentDays), triggers: draft.triggers } },
      'Workflow saved',
    );
    if (result) setDraft(draftOf(result));
  };

  const daysProblem =
    problemAt('workflows.formNotSentDays') ?? (daysInvalid ? 'Enter a whole number of days' : undefined);
  const triggerProblem = (triggerIndex: number) => problemAt(`workflows.triggers.${triggerIndex}.actions`);
  const placed =
    !!problem && (!!problemAt('workflows.formNotSentDays') || draft.triggers.some((_t, i) => triggerProblem(i)));
  const actionProblem = (triggerIndex: number, actionIndex: number) =>
    problemAt(`workflows.triggers.${triggerIndex}.actions.${actionIndex}`);

  // The dialog sits outside the tab's form: its own form's submit would otherwise bubble (through the
  // portal, as React events do) into the tab's and save the draft as it was before the dialog's change.
  return (
    <>
      <Box component="form" ref={panel} onSubmit={(event) => void submit(event)} noValidate aria-label="Workflow">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Each trigger runs its actions in order, on its own, when it happens on a case.
        </Typography>
        {optionsFailed && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Try again
              </Button>
            }
          >
            We couldn&apos;t load every template, form or coordinator to choose from.
          </Alert>
        )}
        <Stack spacing={2}>
          {draft.triggers.map((entry, triggerIndex) => {
            const label = TRIGGER_LABELS[entry.trigger];
            const headingId = `workflow-trigger-${entry.trigger}`;
            const full = entry.actions.length >= MAX_ACTIONS;
            const listProblem = triggerProblem(triggerIndex);
            return (
              <Paper
                key={entry.trigger}
                variant="outlined"
                sx={{ p: 2 }}
                component="section"
                aria-labelledby={headingId}
              >
                <Typography id={headingId} component="h2" variant="h6">
                  {label}
                </Typography>
                {entry.trigger === 'FORM_NOT_SENT' && (
                  <TextField
                    label="Days without a form"
                    type="number"
                    size="small"
                    value={draft.formNotSentDays}
                    onChange={(event) => {
                      clearProblem();
                      setDraft((current) => ({ ...current, formNotSentDays: event.target.value }));
                    }}
                    error={!!daysProblem}
                    helperText={
                      daysProblem ?? 'Runs when a case has gone this many days (1 to 365) without a form sent.'
                    }
                    slotProps={{ htmlInput: { min: 1, max: 365, step: 1 } }}
                    sx={{ mt: 1, width: 280 }}
                  />
                )}
                {entry.actions.length === 0 ? (
                  <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                    Nothing happens yet.
                  </Typography>
                ) : (
                  <List aria-labelledby={headingId} dense>
                    {entry.actions.map((action, actionIndex) => {
                      const summary = describeAction(action, options, roleName);
                      const position = `action ${actionIndex + 1} of ${entry.actions.length}`;
                      const refused = actionProblem(triggerIndex, actionIndex);
                      return (
                        <ListItem
                          key={actionIndex}
                          data-action={`${triggerIndex}-${actionIndex}`}
                          divider
                          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                        >
                          <ListItemText
                            sx={{ flex: '1 1 320px' }}
                            primary={`${actionIndex + 1}. ${summary}`}
                            secondary={refused}
                            slotProps={{ secondary: { color: 'error', role: refused ? 'alert' : undefined } }}
                          />
                          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
                            <Tooltip title="Move up">
                              <span>
                                <IconButton
                                  data-move="up"
                                  aria-label={`Move up ${position}`}
                                  disabled={actionIndex === 0}
                                  onClick={() => move(triggerIndex, actionIndex, -1)}
                                >
                                  <SvgIcon>
                                    <path d={ARROW_UP} />
                                  </SvgIcon>
                                </IconButton>
                              </span>
                            </Tooltip>
                            <Tooltip title="Move down">
                              <span>
                                <IconButton
                                  data-move="down"
                                  aria-label={`Move down ${position}`}
                                  disabled={actionIndex === entry.actions.length - 1}
                                  onClick={() => move(triggerIndex, actionIndex, 1)}
                                >
                                  <SvgIcon>
                                    <path d={ARROW_DOWN} />
                                  </SvgIcon>
                                </IconButton>
                              </span>
                            </Tooltip>
                            <Button
                              data-edit={`${triggerIndex}-${actionIndex}`}
                              aria-label={`Edit ${position}`}
                              onClick={() => setEditing({ triggerIndex, actionIndex })}
                            >
                              Edit
                            </Button>
                            <Button
                              color="error"
                              aria-label={`Remove ${position}`}
                              onClick={() => remove(triggerIndex, actionIndex)}
                            >
                              Remove
                            </Button>
                          </Box>
                        </ListItem>
                      );
                    })}
                  </List>
                )}
                {listProblem && !entry.actions.some((_a, i) => actionProblem(triggerIndex, i)) && (
                  <Alert severity="error" sx={{ my: 1 }}>
                    {listProblem}
                  </Alert>
                )}
                <Button
                  data-add={triggerIndex}
                  variant="outlined"
                  size="small"
                  disabled={full}
                  onClick={() => setEditing({ triggerIndex, actionIndex: null })}
                  aria-label={`Add an action: ${label.toLowerCase()}`}
                >
                  Add an action
                </Button>
                {full && (
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1 }}>
                    At most {MAX_ACTIONS} actions.
                  </Typography>
                )}
              </Paper>
            );
          })}
        </Stack>
        <SaveBar
          label="Save workflow"
          dirty={dirty}
          blocked={daysInvalid}
          saving={saving}
          problem={placed ? undefined : problem?.message}
          onDiscard={() => {
            clearProblem();
            setDraft(saved);
          }}
        />
      </Box>
      {editing && (
        <ActionDialog
          triggerLabel={TRIGGER_LABELS[draft.triggers[editing.triggerIndex].trigger]}
          initial={
            editing.actionIndex === null ? null : draft.triggers[editing.triggerIndex].actions[editing.actionIndex]
          }
          options={options}
          optionsLoading={optionsLoading}
          onClose={() =>
            closeDialog(
              editing.actionIndex === null
                ? `[data-add="${editing.triggerIndex}"]`
                : `[data-edit="${editing.triggerIndex}-${editing.actionIndex}"]`,
            )
          }
          onDone={(action) => {
            const { triggerIndex, actionIndex } = editing;
            const at = actionIndex ?? draft.triggers[triggerIndex].actions.length;
            changeActions(triggerIndex, (actions) =>
              actionIndex === null ? [...actions, action] : actions.map((a, i) => (i === actionIndex ? action : a)),
            );
            closeDialog(`[data-edit="${triggerIndex}-${at}"]`);
          }}
        />
      )}
    </>
  );
}
