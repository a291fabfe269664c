import {
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * The depth of graphql-js's own full introspection query (getIntrospectionQuery with every option), which
 * tools such as GraphiQL and code generators send: 15 levels, its type references nested nine deep.
 */
export const INTROSPECTION_MAX_DEPTH = 15;

/**
 * Where introspection is enabled, limits how deep one may nest below `__schema` or `__type` (the general
 * depth limit does not count introspection fields, and graphql's own MaxIntrospectionDepthRule counts only
 * nested lists, so `ofType { ofType { … } }` would otherwise nest without end).
 */
export function introspectionDepthRule(maxDepth = INTROSPECTION_MAX_DEPTH) {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    // Each fragment's depth is computed once; a fragment spread inside itself (refused by graphql's own
    // rule) counts as 0.
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
        const depth =
          selection.kind === Kind.FIELD
            ? 1 + depthOf(selection.selectionSet)
            : selection.kind === Kind.INLINE_FRAGMENT
              ? depthOf(selection.selectionSet)
              : fragmentDepth(selection.name.value);
        deepest = Math.max(deepest, depth);
      }
      return deepest;
    };
    return {
      Field(node: FieldNode) {
        if (node.name.value !== '__schema' && node.name.value !== '__type') return undefined;
        const depth = 1 + depthOf(node.selectionSet);
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Introspection is nested too deeply: depth ${depth}, at most ${maxDepth} allowed`, {
              nodes: [node],
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
        // Its selections are counted here; nothing below is another introspection root.
        return false;
      },
    };
  };
}
