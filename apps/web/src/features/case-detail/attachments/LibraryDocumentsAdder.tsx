import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useMemo, useRef, useState } from 'react';
import { ActionDialog } from '../dialogs/ActionDialog';
import { type LinkChoice, LinkChoicesPicker } from '../messages/LinkChoicesPicker';
import { useCaseChange } from '../shared/use-case-change';
import { ADD_LIBRARY_DOCUMENTS_MUTATION, LIBRARY_DOCUMENTS_TO_ADD_QUERY } from './attachment-queries';

/** The api copies at most this many documents at once. */
export const MAX_LIBRARY_DOCUMENTS = 20;

/**
 * Copies documents of the organization's library (policies, forms to fill in, the employee's own
 * documents) onto the case as case files. The list is what the api offers this viewer for this case,
 * loaded when the dialog opens; the copies and their timeline entries are written into the cached case.
 */
export function LibraryDocumentsAdder({ caseId }: { caseId: string }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const opener = useRef<HTMLButtonElement>(null);
  const change = useCaseChange();
  const { data, loading, error } = useQuery(LIBRARY_DOCUMENTS_TO_ADD_QUERY, {
    variables: { caseId },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const options = useMemo<LinkChoice[]>(() => data?.caseById.libraryDocumentsToAdd ?? [], [data]);

  const close = () => {
    setOpen(false);
    setChosen([]);
    setProblem(undefined);
    window.setTimeout(() => opener.current?.focus(), 0);
  };

  const add = async () => {
    if (chosen.length === 0) return setProblem('Choose at least one document');
    if (chosen.length > MAX_LIBRARY_DOCUMENTS) return setProblem(`Choose at most ${MAX_LIBRARY_DOCUMENTS} documents`);
    if (await change.run(ADD_LIBRARY_DOCUMENTS_MUTATION, { input: { caseId, documentIds: chosen } })) close();
  };

  return (
    <>
      <Button ref={opener} variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => setOpen(true)}>
        Add from library
      </Button>
      {open && (
        <ActionDialog
          title="Add library documents"
          description="Each document is copied onto the case; the case keeps its copy if the library document changes or is removed."
          confirmLabel="Add to case"
          busy={change.busy}
          onClose={close}
          onSubmit={() => void add()}
        >
          <LinkChoicesPicker
            label="Library documents"
            options={options}
            value={chosen}
            onChange={(ids) => {
              setChosen(ids);
              setProblem(undefined);
            }}
            onOpen={() => undefined}
            loading={loading && options.length === 0}
            failed={!!error}
            loadingText="Loading documents…"
            failedText="Documents could not be loaded"
            emptyText="No library documents can be added to this case"
            error={problem}
            helperText={`Up to ${MAX_LIBRARY_DOCUMENTS} documents`}
          />
        </ActionDialog>
      )}
    </>
  );
}
