import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { AssigneeFilterProps } from './AssigneeFilter';

// The filter's Autocomplete is a large download that only some roles use, so it loads on demand.
const AssigneeFilter = lazy(() => import('./AssigneeFilter').then((m) => ({ default: m.AssigneeFilter })));

/** A disabled field with the filter's label and size while it loads, so the filter bar does not shift. */
function AssigneeFieldPlaceholder() {
  return (
    <TextField
      label="Assignee"
      placeholder="Type a name or e-mail"
      size="small"
      disabled
      sx={{ minWidth: 240, flex: '0 1 300px' }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** AssigneeFilter, loaded on first use. */
export function LazyAssigneeFilter(props: AssigneeFilterProps) {
  return (
    <Suspense fallback={<AssigneeFieldPlaceholder />}>
      <AssigneeFilter {...props} />
    </Suspense>
  );
}
