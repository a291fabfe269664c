import { type FieldNode, GraphQLError, type ValidationContext } from 'graphql';
import { selectionDepthOf } from './selection-depth.js';

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
    const depthOf = selectionDepthOf(context.getDocument());
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
