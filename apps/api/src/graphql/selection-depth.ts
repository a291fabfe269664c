import { type DocumentNode, type FieldNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from 'graphql';

/**
 * Measures how deep a selection nests fields, following fragments (each fragment's depth is computed once,
 * so repeated spreads cost nothing; a fragment spread inside itself, refused by graphql's own rule,
 * counts as 0). A field `counted` refuses counts as 0 with everything below it.
 */
export function selectionDepthOf(document: DocumentNode, counted: (field: FieldNode) => boolean = () => true) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fragmentDepths = new Map<string, number>();
  const inProgress = new Set<string>();
  const fragmentDepth = (name: string): number => {
    const known = fragmentDepths.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || inProgress.has(name)) return 0;
    inProgress.add(name);
    const depth = depthOf(fragment.selectionSet);
    inProgress.delete(name);
    fragmentDepths.set(name, depth);
    return depth;
  };
  const depthOf = (selectionSet: SelectionSetNode | undefined): number => {
    if (!selectionSet) return 0;
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      let depth: number;
      if (selection.kind === Kind.FIELD) depth = counted(selection) ? 1 + depthOf(selection.selectionSet) : 0;
      else if (selection.kind === Kind.INLINE_FRAGMENT) depth = depthOf(selection.selectionSet);
      else depth = fragmentDepth(selection.name.value);
      deepest = Math.max(deepest, depth);
    }
    return deepest;
  };
  return depthOf;
}
