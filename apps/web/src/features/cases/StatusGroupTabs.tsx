import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CasesListCountsQuery } from '../../generated/graphql';
import { STATUS_GROUPS, type StatusGroup } from './case-status-labels';

const ALL = 'all';

export interface StatusGroupTabsProps {
  counts: CasesListCountsQuery['casesMetadata'] | undefined;
  countsLoading: boolean;
  value: StatusGroup | null;
  onChange: (group: StatusGroup | null) => void;
}

/** "All" and the eight status groups with their counts; arrow keys move between them, Enter chooses. */
export function StatusGroupTabs({ counts, countsLoading, value, onChange }: StatusGroupTabsProps) {
  return (
    <Tabs
      value={value?.param ?? ALL}
      onChange={(_event, param: string) => onChange(STATUS_GROUPS.find((group) => group.param === param) ?? null)}
      aria-label="Case status"
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value={ALL} label="All" sx={{ textTransform: 'none', minWidth: 0 }} />
      {STATUS_GROUPS.map((group) => {
        const count = counts?.[group.key];
        return (
          <Tab
            key={group.param}
            value={group.param}
            sx={{ textTransform: 'none', minWidth: 0 }}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {group.label}{' '}
                {count === undefined ? (
                  countsLoading ? (
                    <Skeleton variant="rounded" width={20} height={18} data-testid="count-loading" />
                  ) : null
                ) : (
                  <Box
                    component="span"
                    sx={{
                      px: 0.75,
                      borderRadius: 1,
                      bgcolor: 'action.selected',
                      fontSize: '0.75rem',
                      fontWeight: 600,
                      lineHeight: '18px',
                    }}
                  >
                    {count}
                  </Box>
                )}
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}
