import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';

/** Tabs across the top with one panel under them, labelled by its tab (the communication screen's way). */
export function DocumentTabs<T extends string>({
  idPrefix,
  label,
  tabs,
  current,
  onChange,
  children,
}: {
  idPrefix: string;
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  current: T;
  onChange(tab: T): void;
  children: ReactNode;
}) {
  return (
    <>
      <Tabs
        value={current}
        onChange={(_event, value: T) => onChange(value)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            id={`${idPrefix}-tab-${tab.id}`}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel-${current}`} aria-labelledby={`${idPrefix}-tab-${current}`}>
        {children}
      </Box>
    </>
  );
}

/** The address of a folder within a tab: `?{tabParam}={tab}&folder={id}`. */
export function folderSearch(tabParam: string, tab: string, folderId: string | null): string {
  const params = new URLSearchParams({ [tabParam]: tab });
  if (folderId) params.set('folder', folderId);
  return `?${params.toString()}`;
}
