import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionSetNode, getOperationAST } from 'graphql';

/**
 * The root fields an operation selects, as response key (alias or name) → field name.
 * Follows inline fragments and fragment spreads at the root.
 */
export function rootFieldsOf(document: DocumentNode, operationName?: string | null): Map<string, string> {
  const fields = new Map<string, string>();
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return fields;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        fields.set(selection.alias?.value ?? selection.name.value, selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  visit(operation.selectionSet);
  return fields;
}

/** The names of the root fields an operation selects. */
export function rootFieldNamesOf(document: DocumentNode, operationName?: string | null): Set<string> {
  return new Set(rootFieldsOf(document, operationName).values());
}
