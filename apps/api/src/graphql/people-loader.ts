import DataLoader from 'dataloader';
import type { CasePersonRecord } from '#domain/cases';

/** Where the people named on cases are read (CasesService.usersByIds). */
export interface PeopleSource {
  usersByIds(ids: readonly string[]): Promise<Map<string, CasePersonRecord>>;
}

export type PeopleLoader = DataLoader<string, CasePersonRecord | null>;

/** A request's people named on cases (authors, submitters, assignees): one query per request. */
export function createPeopleLoader(source: PeopleSource): PeopleLoader {
  return new DataLoader<string, CasePersonRecord | null>(async (ids) => {
    const found = await source.usersByIds(ids);
    return ids.map((id) => found.get(id) ?? null);
  });
}
