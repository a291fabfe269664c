import { useQuery } from '@apollo/client/react';
import { useSession } from '../../app/session/use-session';
import type { CommunicationTemplateScope, DocumentType } from '../../generated/graphql';
import { TEMPLATE_DOCUMENT_PERMISSIONS_QUERY, TEMPLATE_DOCUMENTS_QUERY } from './communication-queries';
import { TemplatePickerField } from './TemplatePickerField';

/** A template goes to many employees: never one person's or a private document. */
const NOT_FOR_TEMPLATES: readonly DocumentType[] = ['PRIVATE_DOCUMENT', 'USER_DOCUMENT'];

/** Whether the api lets the viewer browse the documents; not while that is unknown (loading or refused). */
export function useMayPickDocuments(): boolean {
  const session = useSession();
  const { data } = useQuery(TEMPLATE_DOCUMENT_PERMISSIONS_QUERY, {
    variables: { organizationId: session.organizationId },
  });
  return !!data?.myPermissions.manageDocuments;
}

/**
 * Library documents a template attaches: ones the viewer may share to a case, not private or personal ones;
 * a global template only global documents.
 */
export function TemplateDocumentsField({
  scope,
  value,
  onChange,
  error,
}: {
  scope: CommunicationTemplateScope;
  value: readonly string[];
  onChange: (documentIds: string[]) => void;
  error?: string;
}) {
  const session = useSession();
  const query = useQuery(TEMPLATE_DOCUMENTS_QUERY, { variables: { organizationId: session.organizationId } });
  const options = (query.data?.allOrganizationDocuments ?? [])
    .filter(
      (document) =>
        !NOT_FOR_TEMPLATES.includes(document.type) &&
        document.viewerCan.shareToCase &&
        (scope !== 'GLOBAL' || document.isGlobal),
    )
    .map((document) => ({ id: document.id, label: document.fileName }));
  return (
    <TemplatePickerField
      label="Documents"
      help="Library documents sent with the message."
      emptyText={scope === 'GLOBAL' ? 'No global documents to attach' : 'No documents to attach yet'}
      loadError="We couldn't load the documents."
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
