import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useAliasLabels } from '../../../app/layout/alias-labels';
import type { Role } from '../../../generated/graphql';
import { exactTime, relativeTime } from '../../request/relative-time';
import { roleLabel } from '../shared/case-labels';
import { personName } from '../shared/person-name';

export interface ConversationAuthor {
  id: string;
  fullName: string;
  role: Role;
  deletedAt?: string | null;
}

/** The id of an entry's byline, which its buttons name as their context. */
export const entryBylineId = (id: string) => `conversation-entry-${id}-byline`;
/** The id of an entry's item, focused when its buttons go away. */
export const entryItemId = (id: string) => `conversation-entry-${id}`;

/**
 * One comment or note: who wrote it (and in which role), when (relative, exact on hover), whether it
 * is new to the team, its text, and what may be done with it.
 */
export function ConversationEntry({
  id,
  author,
  viewerId,
  createdAt,
  isNew,
  text,
  details,
  actions,
}: {
  id: string;
  author: ConversationAuthor | null | undefined;
  viewerId: string | undefined;
  createdAt: string;
  isNew: boolean;
  text: string;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const labels = useAliasLabels();
  const name = author ? `${personName(author)}${author.id === viewerId ? ' (you)' : ''}` : 'A former user';
  return (
    <Box
      component="li"
      id={entryItemId(id)}
      tabIndex={-1}
      data-testid="conversation-entry"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', outline: 'none', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack
        id={entryBylineId(id)}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {author && (
          <Typography component="span" variant="body2" color="text.secondary">
            {roleLabel(author.role, labels)}
          </Typography>
        )}
        <Typography component="span" variant="body2" color="text.secondary">
          <time dateTime={createdAt} title={exactTime(createdAt)}>
            {relativeTime(createdAt)}
          </time>
        </Typography>
        {isNew && <Chip size="small" label="New" sx={{ fontWeight: 600 }} />}
      </Stack>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
      {details}
      {actions && (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          {actions}
        </Stack>
      )}
    </Box>
  );
}
