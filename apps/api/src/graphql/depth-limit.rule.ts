import { type ASTNode, GraphQLError, Kind, type ValidationContext } from 'graphql';
import { selectionDepthOf } from './selection-depth.js';

/**
 * Refuses operations nested deeper than `maxDepth` fields (fragments are followed, cycles stop).
 * Introspection fields count as 0 here; introspectionDepthRule limits them.
 */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext) => {
    const depthOf = selectionDepthOf(context.getDocument(), (field) => !field.name.value.startsWith('__'));
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
