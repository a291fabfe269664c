import { routeHref } from '../../../app/routes/route-table';
import type { CaseForm } from './use-case-forms';

/** How long a form link stays valid, as the api allows it. */
export const FORM_LINK_MIN_DAYS = 1;
export const FORM_LINK_MAX_DAYS = 90;
export const FORM_LINK_DEFAULT_DAYS = 7;

/** What is wrong with a number of days out of range. */
export const DAYS_MESSAGE = `Enter a whole number of days from ${FORM_LINK_MIN_DAYS} to ${FORM_LINK_MAX_DAYS}.`;

/** The page a provider opens to answer a form link. */
export function formLinkUrl(tokenId: string, origin: string = window.location.origin): string {
  return `${origin}${routeHref('anonymousForm').replace(':token', encodeURIComponent(tokenId))}`;
}

/** The form runner answering `form` onto the case. */
export function answerFormHref(form: Pick<CaseForm, 'linkName' | 'isGlobal'>, caseId: string): string {
  const params = new URLSearchParams({ caseId });
  if (form.isGlobal) params.set('isGlobal', 'true');
  return `${routeHref('newRequestByLink').replace(':linkName', encodeURIComponent(form.linkName))}?${params}`;
}

/** "Thursday, March 12, 2026 at 10:00 AM". */
export function expiryInWords(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short' });
}
