import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { type LinkChoice, LinkChoicesPicker } from './LinkChoicesPicker';
import { MESSAGE_FILES_QUERY } from './message-queries';

export interface FilePickerProps {
  caseId: string;
  value: readonly string[];
  onChange(attachmentIds: string[]): void;
  error?: string;
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
  const options = useMemo<LinkChoice[]>(() => data?.caseById.messageFiles ?? [], [data]);
  return (
    <LinkChoicesPicker
      label="Case files"
      options={options}
      value={value}
      onChange={onChange}
      onOpen={() => setOpened(true)}
      loading={loading}
      failed={!!failure}
      loadingText="Loading files…"
      failedText="Files could not be loaded"
      emptyText="No files the employee may see"
      error={error}
    />
  );
}
