import { useQuery } from '@apollo/client/react';
import { useSession } from '../../app/session/use-session';
import type { CommunicationTemplateScope } from '../../generated/graphql';
import {
  TEMPLATE_CASE_CATEGORY_CATALOGUE_QUERY,
  TEMPLATE_ORGANIZATION_CASE_CATEGORIES_QUERY,
} from './communication-queries';
import { TemplatePickerField } from './TemplatePickerField';

/**
 * The case categories a template is meant for: an organization's or personal template chooses from the
 * categories its organization uses, a global one from the whole catalogue (as the api accepts).
 */
export function TemplateCaseCategoriesField({
  scope,
  value,
  onChange,
  error,
}: {
  scope: CommunicationTemplateScope;
  value: readonly string[];
  onChange: (caseCategoryIds: string[]) => void;
  error?: string;
}) {
  const session = useSession();
  const global = scope === 'GLOBAL';
  const own = useQuery(TEMPLATE_ORGANIZATION_CASE_CATEGORIES_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: global,
  });
  const catalogue = useQuery(TEMPLATE_CASE_CATEGORY_CATALOGUE_QUERY, { skip: !global });
  const query = global ? catalogue : own;
  const categories = global
    ? (catalogue.data?.allCaseCategories ?? [])
    : (own.data?.organizationBrandInfo.caseCategories ?? []);
  return (
    <TemplatePickerField
      label="Case categories"
      help={
        global
          ? 'The kinds of request this template is for, from every case category.'
          : 'The kinds of request this template is for, from the categories your organization uses.'
      }
      emptyText={global ? 'No case categories yet' : 'Your organization uses no case categories yet'}
      loadError="We couldn't load the case categories."
      options={categories.map((category) => ({ id: category.id, label: category.name }))}
      loading={query.loading}
      error={!!query.error}
      onRetry={() => void query.refetch()}
      value={value}
      onChange={onChange}
      problem={error}
    />
  );
}
