import { AsyncLocalStorage } from 'node:async_hooks';
import type { CaseActivityEntity } from './case-activity.entity.js';

const captured = new AsyncLocalStorage<CaseActivityEntity[]>();

/**
 * Runs a change and answers with the timeline entries it recorded, in order, so a mutation can return
 * them to its caller (who then needs no reload). The recorder writes every entry it saves into the
 * capture that encloses it; outside a capture it writes nowhere. A change that fails throws, so entries
 * of a rolled-back transaction are never answered.
 */
export async function captureActivities<T>(
  work: () => Promise<T>,
): Promise<{ result: T; activities: CaseActivityEntity[] }> {
  const activities: CaseActivityEntity[] = [];
  const result = await captured.run(activities, work);
  return { result, activities };
}

/** Called by the recorder for each entry it saved. */
export function noteRecordedActivity(activity: CaseActivityEntity): void {
  captured.getStore()?.push(activity);
}
