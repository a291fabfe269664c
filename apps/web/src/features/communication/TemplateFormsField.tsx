import { useQuery } from '@apollo/client/react';
import { useSession } from '../../app/session/use-session';
import type { CommunicationTemplateScope } from '../../generated/graphql';
import { TEMPLATE_FORMS_QUERY } from './communication-queries';
import { TemplatePickerField } from './TemplatePickerField';

/**
 * The forms a template offers: each becomes a link in the message that opens the form on the case. A
 * global template offers only global forms; an organization's, its own and the global ones (active ones).
 */
export function TemplateFormsField({
  scope,
  value,
  onChange,
  error,
}: {
  scope: CommunicationTemplateScope;
  value: readonly string[];
  onChange: (formIds: string[]) => void;
  error?: string;
}) {
  const session = useSession();
  const query = useQuery(TEMPLATE_FORMS_QUERY, { variables: { organizationId: session.organizationId } });
  const options = (query.data?.allForms ?? [])
    .filter((form) => form.isActive && (scope !== 'GLOBAL' || form.isGlobal))
    .map((form) => ({ id: form.id, label: form.name }));
  return (
    <TemplatePickerField
      label="Forms to answer"
      help="Each form becomes a link in the message that opens it on the case."
      emptyText={scope === 'GLOBAL' ? 'No global forms are active' : 'No active forms yet'}
      loadError="We couldn't load the forms."
      options={options}
      loading={query.loading}
      error={!!query.error}
      onRetry={() => void query.refetch()}
      value={value}
      onChange={onChange}
      problem={error}
    />
  );
}
