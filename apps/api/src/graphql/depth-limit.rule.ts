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
    const depthOf = (selectionSet: SelectionSetNode | undefined, visited: Set<string>): number => {
      if (!selectionSet) return 0;
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        let depth = 0;
        if (selection.kind === Kind.FIELD) {
          depth = selection.name.value.startsWith('__') ? 0 : 1 + depthOf(selection.selectionSet, visited);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          depth = depthOf(selection.selectionSet, visited);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (fragment && !visited.has(name)) depth = depthOf(fragment.selectionSet, new Set(visited).add(name));
        }
        deepest = Math.max(deepest, depth);
      }
      return deepest;
    };
    return {
      OperationDefinition(node: ASTNode) {
        if (node.kind !== Kind.OPERATION_DEFINITION) return;
        const depth = depthOf(node.selectionSet, new Set());
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
