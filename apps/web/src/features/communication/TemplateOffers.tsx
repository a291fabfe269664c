import { useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session/use-session';
import type { CommunicationPermissionsQuery, CommunicationTemplateRowFragment } from '../../generated/graphql';
import { useMayPickDocuments } from './TemplateDocumentsField';
import {
  TEMPLATE_CASE_CATEGORY_CATALOGUE_QUERY,
  TEMPLATE_DOCUMENTS_QUERY,
  TEMPLATE_FORMS_QUERY,
} from './communication-queries';

type Permissions = CommunicationPermissionsQuery['myPermissions'];
type Names = ReadonlyMap<string, string>;

/** The names of what templates offer, loaded once for the whole list (each list only where the api allows). */
export function useOfferNames(permissions: Permissions): { categories: Names; forms: Names; documents: Names } {
  const session = useSession();
  const variables = { organizationId: session.organizationId };
  const categories = useQuery(TEMPLATE_CASE_CATEGORY_CATALOGUE_QUERY);
  const forms = useQuery(TEMPLATE_FORMS_QUERY, { variables, skip: !permissions.allForms });
  const mayPickDocuments = useMayPickDocuments();
  const documents = useQuery(TEMPLATE_DOCUMENTS_QUERY, { variables, skip: !mayPickDocuments });
  return {
    categories: new Map((categories.data?.allCaseCategories ?? []).map((row) => [row.id, row.name])),
    forms: new Map((forms.data?.allForms ?? []).map((row) => [row.id, row.name])),
    documents: new Map((documents.data?.allOrganizationDocuments ?? []).map((row) => [row.id, row.fileName])),
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What one template offers, as chips: each case category, form and document by name, or, where the viewer
 * cannot load a list's names, how many.
 */
export function TemplateOffers({
  template,
  names,
}: {
  template: CommunicationTemplateRowFragment;
  names: ReturnType<typeof useOfferNames>;
}) {
  const groups: { key: string; ids: readonly string[]; names: Names; one: string; many: string }[] = [
    {
      key: 'category',
      ids: template.caseCategoryIds,
      names: names.categories,
      one: 'case category',
      many: 'case categories',
    },
    { key: 'form', ids: template.formIds, names: names.forms, one: 'form', many: 'forms' },
    { key: 'document', ids: template.documentIds, names: names.documents, one: 'document', many: 'documents' },
  ];
  const chips = groups.flatMap((group) => {
    const known = group.ids.filter((id) => group.names.has(id));
    const unknown = group.ids.length - known.length;
    return [
      ...known.map((id) => ({ key: `${group.key}-${id}`, label: group.names.get(id)!, kind: group.one })),
      ...(unknown > 0 ? [{ key: `${group.key}-count`, label: count(unknown, group.one, group.many), kind: '' }] : []),
    ];
  });
  if (chips.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing
      </Typography>
    );
  }
  return (
    <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            size="small"
            label={chip.label}
            title={chip.kind ? `${chip.kind[0].toUpperCase()}${chip.kind.slice(1)}: ${chip.label}` : undefined}
          />
        </li>
      ))}
    </Stack>
  );
}
