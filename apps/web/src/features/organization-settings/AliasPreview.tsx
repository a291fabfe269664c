import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AliasKey } from '../../generated/graphql';
import { STAGE_ALIASES } from './alias-places';

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" color="text.secondary" component="h4" sx={{ display: 'block', mt: 1.5 }}>
    {children}
  </Typography>
);

/**
 * A sketch of the places the labels appear, drawn from the labels being edited: the navigation, the case
 * list, a case page entry and the request tracker. It changes as one types.
 */
export function AliasPreview({ labels }: { labels: Readonly<Record<AliasKey, string>> }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="alias-preview-heading" sx={{ p: 2 }}>
      <Typography id="alias-preview-heading" component="h3" variant="subtitle1">
        Preview
      </Typography>
      <Caption>Navigation</Caption>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="preview-navigation-group">
        {labels.ACCOMMODATIONS}
      </Typography>
      <Typography variant="body2" sx={{ pl: 2 }}>
        {labels.HR_ADMINISTRATORS}
      </Typography>
      <Caption>Case list</Caption>
      <Typography variant="body2">{labels.EMPLOYEE} · Status · Assignee</Typography>
      <Caption>Case page</Caption>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">Jordan Rivera</Typography>
        <Chip size="small" label={labels.ADA_COORDINATOR} data-testid="preview-coordinator" />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Typography variant="body2">Sam Lee</Typography>
        <Chip size="small" variant="outlined" label={labels.EMPLOYEE} />
      </Box>
      <Caption>Request tracker</Caption>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {STAGE_ALIASES.map((key) => (
          <Typography component="li" variant="body2" key={key}>
            {labels[key]}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
