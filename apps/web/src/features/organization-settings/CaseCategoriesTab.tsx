import { useMutation, useQuery } from '@apollo/client/react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import { RetryAlert } from '../../shared/RetryAlert';
import { AddCaseCategoryForm } from '../case-categories/AddCaseCategoryForm';
import {
  ORGANIZATION_CASE_CATEGORIES_QUERY,
  UPDATE_ORGANIZATION_CATEGORIES_MUTATION,
} from '../case-categories/case-category-queries';
import { describeError } from '../request/api-errors';
import { SaveBar } from './SaveBar';

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * The case categories the organization uses, chosen from the catalogue (updateOrganizationCategories);
 * forms and templates offer only these. The CV Admin may also add to the catalogue here.
 */
export function CaseCategoriesTab() {
  const session = useSession();
  const toast = useToast();
  const organizationId = session.organizationId ?? '';
  const { data, loading, error, refetch } = useQuery(ORGANIZATION_CASE_CATEGORIES_QUERY, {
    variables: { organizationId },
    skip: !organizationId,
  });
  const [update, { loading: saving }] = useMutation(UPDATE_ORGANIZATION_CATEGORIES_MUTATION);
  // By content: a reload that answers the same set (after adding to the catalogue) keeps unsaved choices.
  const savedKey = (data?.organizationBrandInfo.caseCategories.map((category) => category.id) ?? []).sort().join(',');
  const saved = useMemo(() => new Set(savedKey ? savedKey.split(',') : []), [savedKey]);
  const [chosen, setChosen] = useState<Set<string>>(saved);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => setChosen(new Set(saved)), [saved]);

  const catalogue = data?.allCaseCategories;
  if (!catalogue) {
    if (error && !loading)
      return (
        <RetryAlert onRetry={() => void refetch()}>
          We couldn&apos;t load the case categories. Check your connection and try again.
        </RetryAlert>
      );
    return <Skeleton variant="rectangular" height={200} aria-label="Loading the case categories" />;
  }

  const dirty = !sameSet(chosen, saved);
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || saving) return;
    try {
      const answer = (await update({ variables: { input: { organizationId, caseCategoryIds: [...chosen] } } })).data
        ?.updateOrganizationCategories;
      if (!answer?.success) return setProblem(answer?.message || 'Operation not successful');
      setProblem(undefined);
      toast.success();
      await refetch();
    } catch (failure) {
      setProblem(describeError(failure).message);
    }
  };

  return (
    <Stack spacing={2}>
      <Paper component="form" variant="outlined" sx={{ p: 2 }} onSubmit={(event) => void submit(event)} noValidate>
        <FormGroup aria-labelledby="case-categories-heading" aria-describedby="case-categories-hint">
          <Typography id="case-categories-heading" component="h2" variant="h6">
            Case categories
          </Typography>
          <Typography id="case-categories-hint" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Choose the categories your organization uses. Forms and templates offer only these.
          </Typography>
          {catalogue.length === 0 ? (
            <Typography>There are no case categories yet.</Typography>
          ) : (
            catalogue.map((category) => (
              <FormControlLabel
                key={category.id}
                control={
                  <Checkbox
                    checked={chosen.has(category.id)}
                    onChange={(event) => toggle(category.id, event.target.checked)}
                  />
                }
                label={category.name}
              />
            ))
          )}
        </FormGroup>
        <SaveBar
          dirty={dirty}
          saving={saving}
          problem={problem}
          onDiscard={() => setChosen(new Set(saved))}
          label="Save case categories"
        />
      </Paper>
      {session.user?.role === 'CVADMIN' && (
        <Paper component="section" variant="outlined" aria-labelledby="add-case-category-heading" sx={{ p: 2 }}>
          <Typography id="add-case-category-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
            Add to the catalogue
          </Typography>
          <AddCaseCategoryForm onAdded={(id) => setChosen((current) => new Set(current).add(id))} />
        </Paper>
      )}
    </Stack>
  );
}
