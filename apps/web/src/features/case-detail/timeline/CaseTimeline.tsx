import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CaseDetailActivityFieldsFragment } from '../../../generated/graphql';
import { exactTime, relativeTime } from '../../request/relative-time';
import { activityActor, activityPredicate, type SentenceOptions } from './activity-sentence';

export function CaseTimeline({
  entries,
  options,
  limit,
}: {
  entries: readonly CaseDetailActivityFieldsFragment[];
  options: SentenceOptions;
  /** How many entries were asked for: when reached, older ones exist. */
  limit: number;
}) {
  return (
    <Box component="section" aria-labelledby="case-timeline-heading">
      <Typography id="case-timeline-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Activity
      </Typography>
      {entries.length >= limit && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Showing the latest {limit} entries.
        </Typography>
      )}
      {entries.length === 0 ? (
        <Typography color="text.secondary">Nothing has happened yet.</Typography>
      ) : (
        <Box component="ol" aria-labelledby="case-timeline-heading" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              data-testid="timeline-entry"
              sx={{ py: 1.25, pl: 2, borderLeft: 2, borderColor: 'divider', position: 'relative' }}
            >
              <Typography>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {activityActor(entry)}
                </Box>{' '}
                {activityPredicate(entry, options)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={entry.createdAt} title={exactTime(entry.createdAt)}>
                  {relativeTime(entry.createdAt)}
                </time>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
