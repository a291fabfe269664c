import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { MESSAGE_FILES_QUERY } from './message-queries';

export interface FilePickerProps {
  caseId: string;
  value: readonly string[];
  onChange(attachmentIds: string[]): void;
  error?: string;
}

interface FileChoice {
  id: string;
  fileName: string;
}

/**
 * Case files to send as links that expire after 7 days: only those the employee may see too (the api's
 * messageFiles), loaded when the list is first opened.
 */
export function FilePicker({ caseId, value, onChange, error }: FilePickerProps) {
  const [opened, setOpened] = useState(value.length > 0);
  const {
    data,
    loading,
    error: failure,
  } = useQuery(MESSAGE_FILES_QUERY, {
    variables: { caseId },
    skip: !opened,
    fetchPolicy: 'cache-and-network',
  });
  const options = useMemo<FileChoice[]>(() => data?.caseById.messageFiles ?? [], [data]);
  const chosen = options.filter((option) => value.includes(option.id));

  return (
    <Autocomplete<FileChoice, true, false, false>
      multiple
      value={chosen}
      onChange={(_event, next) => onChange(next.map((file) => file.id))}
      onOpen={() => setOpened(true)}
      options={options}
      size="small"
      loading={loading}
      loadingText="Loading files…"
      noOptionsText={failure ? 'Files could not be loaded' : 'No files the employee may see'}
      getOptionLabel={(option) => option.fileName}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Case files"
          error={!!error}
          helperText={error ?? 'Optional; each is sent as a download link valid for 7 days'}
        />
      )}
    />
  );
}
