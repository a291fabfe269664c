import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { RetryAlert } from '../../shared/RetryAlert';

export interface PickerOption {
  id: string;
  label: string;
}

/**
 * A labelled, keyboard-usable multiple choice of what a template offers (forms, case categories, documents):
 * the chosen ones as chips, a note while the choices load, when there are none, and a retry when they failed.
 * Ids the choices do not hold (no longer offered) are not shown, and a change leaves them out.
 */
export function TemplatePickerField({
  label,
  help,
  emptyText,
  loadError,
  options,
  loading,
  error,
  onRetry,
  value,
  onChange,
  problem,
}: {
  label: string;
  help: string;
  /** Shown when the list opens and nothing can be chosen. */
  emptyText: string;
  /** The alert shown instead of the field when the choices could not be loaded. */
  loadError: string;
  options: readonly PickerOption[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The api's refusal of this field, if any. */
  problem?: string;
}) {
  if (error && options.length === 0) return <RetryAlert onRetry={onRetry}>{loadError}</RetryAlert>;
  const selected = options.filter((option) => value.includes(option.id));
  return (
    <Autocomplete
      multiple
      loading={loading}
      loadingText="Loading…"
      noOptionsText={emptyText}
      options={options}
      value={selected}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      renderInput={(params) => <TextField {...params} label={label} error={!!problem} helperText={problem ?? help} />}
    />
  );
}
