import { useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../shared/RetryAlert';
import { AddCaseCategoryForm } from '../case-categories/AddCaseCategoryForm';
import { ALL_CASE_CATEGORIES_QUERY } from '../case-categories/case-category-queries';

/** The catalogue of case categories every organization chooses from; the CV Admin adds to it. */
export function GlobalCaseCategoriesSection() {
  const { data, loading, error, refetch } = useQuery(ALL_CASE_CATEGORIES_QUERY);
  const categories = data?.allCaseCategories;

  let body;
  if (!categories) {
    body =
      error && !loading ? (
        <RetryAlert onRetry={() => void refetch()}>
          We couldn&apos;t load the case categories. Check your connection and try again.
        </RetryAlert>
      ) : (
        <Skeleton variant="rectangular" height={64} aria-label="Loading the case categories" />
      );
  } else if (categories.length === 0) {
    body = <Typography>There are no case categories yet.</Typography>;
  } else {
    body = (
      <Stack component="ul" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {categories.map((category) => (
          <li key={category.id}>
            <Chip label={category.name} variant="outlined" />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="cv-case-categories-heading" sx={{ p: 2 }}>
      <Typography id="cv-case-categories-heading" component="h2" variant="h6">
        Case categories
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The catalogue organizations choose their case categories from (in their Organization Settings).
      </Typography>
      {body}
      <Stack sx={{ mt: 2 }}>
        <AddCaseCategoryForm />
      </Stack>
    </Paper>
  );
}
