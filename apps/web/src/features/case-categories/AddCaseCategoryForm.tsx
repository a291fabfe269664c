import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { describeError } from '../request/api-errors';
import { ADD_CASE_CATEGORY_MUTATION } from './case-category-queries';

/**
 * Adds a category to the catalogue (the CV Admin's alone, spec 000 §6). The api's refusal (a name taken,
 * a bad name) is shown under the field.
 */
export function AddCaseCategoryForm({ onAdded }: { onAdded?: (id: string) => void }) {
  const toast = useToast();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { loading }] = useMutation(ADD_CASE_CATEGORY_MUTATION, {
    refetchQueries: ['AllCaseCategories', 'OrganizationCaseCategories'],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (!name.trim()) return setProblem('Write the name of the category.');
    try {
      const answer = (await add({ variables: { input: { name: name.trim() } } })).data?.addCaseCategory;
      if (!answer?.success || !answer.caseCategory) return setProblem(answer?.message || 'Operation not successful');
      toast.success(`“${answer.caseCategory.name}” was added to the case categories.`);
      setName('');
      setProblem(null);
      onAdded?.(answer.caseCategory.id);
    } catch (failure) {
      setProblem(describeError(failure).message);
    }
  };

  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label="New case category"
        size="small"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={!!problem}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button type="submit" variant="outlined" disabled={loading}>
        {loading ? 'Adding…' : 'Add category'}
      </Button>
    </Stack>
  );
}
