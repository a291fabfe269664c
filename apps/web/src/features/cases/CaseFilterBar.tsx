import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ChangeEvent, ReactNode } from 'react';
import type { EscalationType, FollowUpFormStatus, SearchField, SortDirection } from '../../generated/graphql';
import { ORDER_STATUS_LABELS } from '../case-detail/orders/order-labels';
import type { ArchivedChoice, CaseFilterState, OrderStatusChoice } from './case-list-filters';
import {
  ESCALATION_LABELS,
  ESCALATION_TYPES,
  FOLLOW_UP_STATUS_LABELS,
  STATUS_GROUPS,
  type StatusGroup,
} from './case-status-labels';

export interface CaseFilterBarProps {
  value: CaseFilterState;
  onChange: (next: CaseFilterState) => void;
  /** The chosen status group; it decides whether archived cases are listed. */
  group: StatusGroup | null;
  /** Shown as a "Status" select when the page has no status tabs. */
  onGroupChange?: (group: StatusGroup | null) => void;
  showAssignedToMe?: boolean;
  showEscalationCategory?: boolean;
  /** Order status and follow-up status (partner cases), where the list's api filters by them. */
  showOrderFilters?: boolean;
  /** A field narrowing the list to one person's cases, shown before "Assigned to me". */
  assigneeFilter?: ReactNode;
}

function NativeSelect({
  id,
  label,
  value,
  onChange,
  disabled,
  children,
  minWidth = 150,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
  minWidth?: number;
}) {
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth }}
    >
      {children}
    </TextField>
  );
}

/** Search and filters above a case list. */
export function CaseFilterBar({
  value,
  onChange,
  group,
  onGroupChange,
  showAssignedToMe = false,
  showEscalationCategory = false,
  showOrderFilters = false,
  assigneeFilter,
}: CaseFilterBarProps) {
  const set = <K extends keyof CaseFilterState>(key: K, next: CaseFilterState[K]) =>
    onChange({ ...value, [key]: next });
  const archivedShown: ArchivedChoice = group ? (group.isArchived ? 'archived' : 'live') : value.archived;

  return (
    <Stack
      role="search"
      aria-label="Filter cases"
      direction="row"
      sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      <TextField
        id="cases-search"
        type="search"
        size="small"
        label="Search cases"
        placeholder="Name or e-mail"
        value={value.searchText}
        onChange={(event) => set('searchText', event.target.value)}
        sx={{ minWidth: 220, flex: '1 1 220px', maxWidth: 360 }}
      />
      <NativeSelect
        id="cases-search-field"
        label="Search in"
        value={value.searchField}
        onChange={(next) => set('searchField', next as SearchField | '')}
        minWidth={140}
      >
        <option value="">Name or e-mail</option>
        <option value="NAME">Name</option>
        <option value="EMAIL">E-mail</option>
      </NativeSelect>
      {onGroupChange && (
        <NativeSelect
          id="cases-status"
          label="Status"
          value={group?.param ?? ''}
          onChange={(next) => onGroupChange(STATUS_GROUPS.find((candidate) => candidate.param === next) ?? null)}
        >
          <option value="">All</option>
          {STATUS_GROUPS.map((candidate) => (
            <option key={candidate.param} value={candidate.param}>
              {candidate.label}
            </option>
          ))}
        </NativeSelect>
      )}
      <NativeSelect
        id="cases-archived"
        label="Archived"
        value={archivedShown}
        // The status group already says whether its cases are archived.
        disabled={group !== null}
        onChange={(next) => set('archived', next as ArchivedChoice)}
      >
        <option value="any">Any</option>
        <option value="live">Not archived</option>
        <option value="archived">Archived only</option>
      </NativeSelect>
      {showEscalationCategory && (
        <NativeSelect
          id="cases-escalation-category"
          label="Escalation category"
          value={value.escalationCategory}
          onChange={(next) => set('escalationCategory', next as EscalationType | '')}
          minWidth={170}
        >
          <option value="">Any</option>
          {ESCALATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {ESCALATION_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      )}
      {showOrderFilters && (
        <>
          <NativeSelect
            id="cases-order-status"
            label="Order status"
            value={value.orderStatus}
            onChange={(next) => set('orderStatus', next as OrderStatusChoice)}
          >
            <option value="">Any</option>
            <option value="NONE">No order</option>
            {Object.entries(ORDER_STATUS_LABELS).map(([status, label]) => (
              <option key={status} value={status}>
                {label}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            id="cases-follow-up-status"
            label="Follow-up"
            value={value.followUpStatus}
            onChange={(next) => set('followUpStatus', next as FollowUpFormStatus | '')}
          >
            <option value="">Any</option>
            {Object.entries(FOLLOW_UP_STATUS_LABELS).map(([status, label]) => (
              <option key={status} value={status}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </>
      )}
      <NativeSelect
        id="cases-sort"
        label="Sort"
        value={value.sortOrder}
        onChange={(next) => set('sortOrder', next as SortDirection)}
        minWidth={130}
      >
        <option value="DESC">Newest first</option>
        <option value="ASC">Oldest first</option>
      </NativeSelect>
      {assigneeFilter}
      {showAssignedToMe && (
        <FormControlLabel
          control={
            <Switch checked={value.assignedToMe} onChange={(event) => set('assignedToMe', event.target.checked)} />
          }
          label="Assigned to me"
        />
      )}
      <FormControlLabel
        control={
          <Switch checked={value.escalatedOnly} onChange={(event) => set('escalatedOnly', event.target.checked)} />
        }
        label="Escalated"
      />
    </Stack>
  );
}
