import type { DemoOrganizationKey } from './demo-data.js';

const categoryId = (n: number) => `0e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface DemoCaseCategory {
  id: string;
  name: string;
  linkName: string;
  /** The demo organizations that use it. */
  organizations: DemoOrganizationKey[];
}

/** The catalogue the demo starts with; Acme and Globex use some of it, Vitality (a partner) none. */
export const DEMO_CASE_CATEGORIES: DemoCaseCategory[] = [
  { id: categoryId(1), name: 'Mobility', linkName: 'mobility', organizations: ['acme'] },
  { id: categoryId(2), name: 'Hearing', linkName: 'hearing', organizations: ['acme', 'globex'] },
  { id: categoryId(3), name: 'Vision', linkName: 'vision', organizations: ['globex'] },
  { id: categoryId(4), name: 'Mental health', linkName: 'mental-health', organizations: ['acme'] },
  { id: categoryId(5), name: 'Leave', linkName: 'leave', organizations: ['acme', 'globex'] },
];

export const demoCaseCategoryId = (name: string): string => {
  const found = DEMO_CASE_CATEGORIES.find((category) => category.name === name);
  if (!found) throw new Error(`No demo case category named ${name}`);
  return found.id;
};
