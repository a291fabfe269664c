import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import { useAliasLabels } from '../../app/layout/alias-labels';
import type { NotificationEvent, OrganizationSettingsFieldsFragment, Role } from '../../generated/graphql';
import { roleLabel } from '../case-detail/shared/case-labels';
import { SaveBar } from './SaveBar';
import { EVENT_LABELS, STAFF_ROLES } from './settings-labels';
import { useSaveSettings } from './use-save-settings';

interface RuleDraft {
  event: NotificationEvent;
  roles: Role[];
  inApp: boolean;
  email: boolean;
  sms: boolean;
}

const draftOf = (settings: OrganizationSettingsFieldsFragment): RuleDraft[] =>
  settings.notificationRules.map(({ event, roles, inApp, email, sms }) => ({
    event,
    roles: STAFF_ROLES.filter((role) => roles.includes(role)),
    inApp,
    email,
    sms,
  }));

const CHANNELS = [
  { key: 'inApp', label: 'In app' },
  { key: 'email', label: 'E-mail' },
  { key: 'sms', label: 'SMS' },
] as const;

/** Who hears of each event (events × roles) and how (in the app, by e-mail, by SMS). */
export function NotificationsTab({ settings }: { settings: OrganizationSettingsFieldsFragment }) {
  const labels = useAliasLabels();
  const saved = useMemo(() => draftOf(settings), [settings]);
  const [draft, setDraft] = useState<RuleDraft[]>(saved);
  const { save, saving, problem, clearProblem } = useSaveSettings();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const change = (index: number, update: (rule: RuleDraft) => RuleDraft) => {
    clearProblem();
    setDraft((current) => current.map((rule, i) => (i === index ? update(rule) : rule)));
  };
  const toggleRole = (index: number, role: Role, on: boolean) =>
    change(index, (rule) => ({
      ...rule,
      roles: STAFF_ROLES.filter((r) => (r === role ? on : rule.roles.includes(r))),
    }));

  /** The event a refused field belongs to (`notificationRules.2.roles.0`), to say where the problem is. */
  const eventOf = (field: string | undefined) => {
    const index = /^notificationRules\.(\d+)/.exec(field ?? '')?.[1];
    const rule = index === undefined ? undefined : draft[Number(index)];
    return rule ? `${EVENT_LABELS[rule.event]}: ` : '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || saving) return;
    const result = await save({ notificationRules: draft }, 'Notification rules saved');
    if (result) setDraft(draftOf(result));
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label="Notifications">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Choose which roles hear of each event, and how. For an assignment, a tag or a reminder, only the person
        concerned hears of it, if they hold one of the roles chosen.
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Notification rules">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Event
              </TableCell>
              {STAFF_ROLES.map((role) => (
                <TableCell key={role} component="th" scope="col" align="center">
                  {roleLabel(role, labels)}
                </TableCell>
              ))}
              {CHANNELS.map((channel) => (
                <TableCell key={channel.key} component="th" scope="col" align="center">
                  {channel.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {draft.map((rule, index) => {
              const eventLabel = EVENT_LABELS[rule.event];
              return (
                <TableRow key={rule.event}>
                  <TableCell component="th" scope="row">
                    {eventLabel}
                  </TableCell>
                  {STAFF_ROLES.map((role) => (
                    <TableCell key={role} align="center" padding="checkbox">
                      <Checkbox
                        checked={rule.roles.includes(role)}
                        onChange={(event) => toggleRole(index, role, event.target.checked)}
                        slotProps={{
                          input: { 'aria-label': `${eventLabel}: notify ${roleLabel(role, labels)}` },
                        }}
                      />
                    </TableCell>
                  ))}
                  {CHANNELS.map((channel) => (
                    <TableCell key={channel.key} align="center">
                      <Switch
                        checked={rule[channel.key]}
                        onChange={(event) => change(index, (r) => ({ ...r, [channel.key]: event.target.checked }))}
                        slotProps={{ input: { 'aria-label': `${eventLabel}: ${channel.label}` } }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <SaveBar
        label="Save notification rules"
        dirty={dirty}
        saving={saving}
        problem={problem ? `${eventOf(problem.field)}${problem.message}` : undefined}
        onDiscard={() => {
          clearProblem();
          setDraft(saved);
        }}
      />
    </Box>
  );
}
