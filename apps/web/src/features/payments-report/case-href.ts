import { routeHref } from '../../app/routes/route-table';

/** accommodations/cases/{caseId} */
export const caseHref = (caseId: string): string =>
  routeHref('caseDetail').replace(':caseId', encodeURIComponent(caseId));
