import {
  type ASTNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** Refuses operations nested deeper than `maxDepth` fields (fragments are followed, cycles stop). */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    // Each fragment's depth is computed once (memoized), so repeated spreads cost nothing extra;
    // a fragment spread inside itself (invalid anyway, reported by graphql's own rule) counts as 0.
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
        if (selection.kind === Kind.FIELD) {
          depth = selection.name.value.startsWith('__') ? 0 : 1 + depthOf(selection.selectionSet);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          depth = depthOf(selection.selectionSet);
        } else {
          depth = fragmentDepth(selection.name.value);
        }
        deepest = Math.max(deepest, depth);
      }
      return deepest;
    };
    return {
      OperationDefinition(node: ASTNode) {
        if (node.kind !== Kind.OPERATION_DEFINITION) return;
        const depth = depthOf(node.selectionSet);
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is nested too deeply: depth ${depth}, at most ${maxDepth} allowed`, {
              nodes: [node],
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      },
    };
  };
}
