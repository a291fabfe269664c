import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { type LinkChoice, LinkChoicesPicker } from './LinkChoicesPicker';
import { MESSAGE_DOCUMENTS_QUERY } from './message-queries';

export interface DocumentPickerProps {
  caseId: string;
  value: readonly string[];
  onChange(documentIds: string[]): void;
  error?: string;
}

/**
 * Library documents to send as links that expire after 7 days: those the employee may receive (the api's
 * messageDocuments: never a private document or another person's), loaded when the list is first opened.
 */
export function DocumentPicker({ caseId, value, onChange, error }: DocumentPickerProps) {
  const [opened, setOpened] = useState(value.length > 0);
  const {
    data,
    loading,
    error: failure,
  } = useQuery(MESSAGE_DOCUMENTS_QUERY, {
    variables: { caseId },
    skip: !opened,
    fetchPolicy: 'cache-and-network',
  });
  const options = useMemo<LinkChoice[]>(() => data?.caseById.messageDocuments ?? [], [data]);
  return (
    <LinkChoicesPicker
      label="Library documents"
      options={options}
      value={value}
      onChange={onChange}
      onOpen={() => setOpened(true)}
      loading={loading}
      failed={!!failure}
      loadingText="Loading documents…"
      failedText="Documents could not be loaded"
      emptyText="No library documents to send"
      error={error}
    />
  );
}
