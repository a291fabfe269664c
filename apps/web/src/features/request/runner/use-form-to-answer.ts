import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import type { RunnerForm } from '../form-logic';
import { REQUEST_DRAFTS_QUERY } from '../request-queries';
import { ON_BEHALF_ROLES } from '../RespondentChoice';
import {
  REQUEST_FORM_BY_PRODUCT_BUNDLE_QUERY,
  REQUEST_DEFAULT_FORM_QUERY,
  REQUEST_EMPLOYEE_DRAFTS_QUERY,
  REQUEST_FORM_BY_SHORT_LINK_QUERY,
  REQUEST_FORM_BY_VERSION_QUERY,
} from './form-runner-queries';

/**
 * Which form the runner shows, read from the address: a resumed draft (`?draftId=`, an employee's with
 * `?respondentId=`), the short link (`:linkName`, `?isGlobal=true`), or the organization's default form;
 * `?caseId=` (staff only) adds the answers to that case and resumes no draft.
 */
export function useFormToAnswer() {
  const { linkName } = useParams();
  const [params] = useSearchParams();
  const isGlobal = params.get('isGlobal') === 'true' ? true : undefined;
  const session = useSession();
  const organizationId = session.organizationId;
  const role = session.user?.role;
  const isStaff = !!role && role !== 'USER';
  const caseIdParam = params.get('caseId');
  const caseId = isStaff ? caseIdParam : null;
  const employeeOnCaseLink = !!caseIdParam && !isStaff;
  // Adding to a case starts afresh: no draft is resumed there.
  const draftId = caseId || employeeOnCaseLink ? null : params.get('draftId');
  const respondentId = !caseId && role && ON_BEHALF_ROLES.includes(role) ? params.get('respondentId') || null : null;

  const ownDrafts = useQuery(REQUEST_DRAFTS_QUERY, {
    skip: !draftId || !!respondentId,
    fetchPolicy: 'network-only',
  });
  const employeeDrafts = useQuery(REQUEST_EMPLOYEE_DRAFTS_QUERY, {
    variables: { respondentId: respondentId ?? '' },
    skip: !draftId || !respondentId,
    fetchPolicy: 'network-only',
  });
  const drafts = respondentId ? employeeDrafts : ownDrafts;
  const draftList = respondentId ? employeeDrafts.data?.userFormResponseDrafts : ownDrafts.data?.userFormResponseDrafts;
  const found = draftId ? draftList?.find((item) => item.id === draftId) : undefined;
  // Once resumed, the draft stays this page's: submitting it drops it from the drafts list, and the
  // thank-you must not turn into "Draft not found".
  const [resumed, setResumed] = useState<typeof found>(undefined);
  useEffect(() => {
    if (found) setResumed(found);
  }, [found]);
  const draft = found ?? (resumed && resumed.id === draftId ? resumed : undefined);
  const byId = useQuery(REQUEST_FORM_BY_VERSION_QUERY, {
    variables: { versionId: draft?.formVersionId ?? '' },
    skip: !draft,
  });
  const byLink = useQuery(REQUEST_FORM_BY_SHORT_LINK_QUERY, {
    variables: { linkName: linkName ?? '', isGlobal, organizationId },
    skip: !!draftId || !linkName || employeeOnCaseLink,
  });
  // `?productBundleId=` (after a partner sign-up): the bundle's eligibility form, else the partner default.
  const productBundleId = params.get('productBundleId');
  const byBundle = useQuery(REQUEST_FORM_BY_PRODUCT_BUNDLE_QUERY, {
    variables: { productBundleId: productBundleId ?? '', organizationId },
    skip: !!draftId || !!linkName || employeeOnCaseLink || !productBundleId,
  });
  const byDefault = useQuery(REQUEST_DEFAULT_FORM_QUERY, {
    variables: { organizationId },
    skip: !!draftId || !!linkName || employeeOnCaseLink || !!productBundleId,
  });

  const formQuery = draftId ? byId : linkName ? byLink : productBundleId ? byBundle : byDefault;
  const form: RunnerForm | undefined = draftId
    ? byId.data?.formByVersionId
    : linkName
      ? byLink.data?.formByShortLink
      : productBundleId
        ? byBundle.data?.formByProductBundle
        : byDefault.data?.defaultForm;
  const error = drafts.error ?? formQuery.error;

  return {
    role,
    isStaff,
    caseId,
    employeeOnCaseLink,
    respondentId,
    draft,
    /** The drafts were read and the one asked for is not among them. */
    draftMissing: !!draftId && !!draftList && !draft,
    form,
    loading: drafts.loading || formQuery.loading || (!!draft && !form && !error),
    error,
    /** The error came from reading the drafts rather than the form. */
    draftsFailed: !!error && error === drafts.error,
    retry: () => void (drafts.error ? drafts.refetch() : formQuery.refetch()),
  };
}
