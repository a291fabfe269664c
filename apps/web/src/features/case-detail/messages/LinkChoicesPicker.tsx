import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface LinkChoice {
  id: string;
  fileName: string;
}

export interface LinkChoicesPickerProps {
  label: string;
  options: readonly LinkChoice[];
  value: readonly string[];
  onChange(ids: string[]): void;
  onOpen(): void;
  loading: boolean;
  failed: boolean;
  loadingText: string;
  failedText: string;
  emptyText: string;
  error?: string;
  /** Shown under the field when there is no error. */
  helperText?: string;
}

/** Files chosen by name (by default, to send as links that expire after 7 days); the lists they come from differ. */
export function LinkChoicesPicker({
  label,
  options,
  value,
  onChange,
  onOpen,
  loading,
  failed,
  loadingText,
  failedText,
  emptyText,
  error,
  helperText = 'Optional; each is sent as a download link valid for 7 days',
}: LinkChoicesPickerProps) {
  const chosen = options.filter((option) => value.includes(option.id));
  return (
    <Autocomplete<LinkChoice, true, false, false>
      multiple
      value={chosen}
      onChange={(_event, next) => onChange(next.map((choice) => choice.id))}
      onOpen={onOpen}
      options={options}
      size="small"
      loading={loading}
      loadingText={loadingText}
      noOptionsText={failed ? failedText : emptyText}
      getOptionLabel={(option) => option.fileName}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error ?? helperText} />}
    />
  );
}
