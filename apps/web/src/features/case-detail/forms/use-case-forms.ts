import { useQuery } from '@apollo/client/react';
import type { CaseDetailFormsQuery } from '../../../generated/graphql';
import { CASE_FORMS_QUERY } from './form-queries';

/** A form that can be sent or answered onto the case. */
export type CaseForm = CaseDetailFormsQuery['allForms'][number];

/**
 * Active forms that can be answered now (a published version), the organization's first, then the
 * global ones. Asked for only once `enabled`, e.g. when a menu or dialog opens.
 */
export function useCaseForms(organizationId: string, enabled: boolean) {
  const { data, error, loading, refetch } = useQuery(CASE_FORMS_QUERY, {
    variables: { organizationId },
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });
  const forms = (data?.allForms ?? [])
    .filter((form) => form.isActive && !!form.versionId)
    .sort((a, b) => Number(a.isGlobal) - Number(b.isGlobal));
  return { forms, loaded: !!data, error: !data && !loading ? error : undefined, refetch };
}

/** A form's name as the menus show it, global forms marked. */
export function formLabel(form: CaseForm): string {
  return form.isGlobal ? `${form.name} (global)` : form.name;
}
