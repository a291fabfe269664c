import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { ActionDialog } from '../dialogs/ActionDialog';
import { DatesFields } from './DatesFields';
import { datesProblems } from './decision-format';
import { focusFirst, serverProblems, type Problems, type SubmitChange } from './decision-problems';
import { GeneralProblem } from './GeneralProblem';

/** Changes a decision's dates: indefinite, or with an end on or after the start. */
export function DecisionDatesDialog({
  initial,
  onClose,
  onSubmit,
}: {
  initial: { isIndefinite: boolean; startDate: string | null; endDate: string | null };
  onClose(): void;
  onSubmit: SubmitChange<{ isIndefinite: boolean; startDate: string; endDate: string | null }>;
}) {
  const base = useId();
  const [dates, setDates] = useState({
    isIndefinite: initial.isIndefinite,
    startDate: initial.startDate ?? '',
    endDate: initial.endDate ?? '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const shown = checked ? { ...datesProblems(dates), ...problems } : problems;

  const submit = async () => {
    setChecked(true);
    setGeneral(null);
    setProblems({});
    const found = datesProblems(dates);
    if (Object.keys(found).length > 0) {
      focusFirst(base, found);
      return;
    }
    setBusy(true);
    const refused = await onSubmit({
      isIndefinite: dates.isIndefinite,
      startDate: dates.startDate,
      endDate: dates.isIndefinite ? null : dates.endDate,
    });
    setBusy(false);
    if (refused) {
      const result = serverProblems(refused, ['startDate', 'endDate']);
      setProblems(result.problems);
      setGeneral(result.general);
      focusFirst(base, result.problems);
    }
  };

  return (
    <ActionDialog
      title="Edit decision dates"
      confirmLabel="Save dates"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <GeneralProblem message={general} />
        <DatesFields
          base={base}
          {...dates}
          problems={shown}
          onChange={(change) => setDates((current) => ({ ...current, ...change }))}
        />
      </Stack>
    </ActionDialog>
  );
}
