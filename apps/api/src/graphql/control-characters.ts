import { BREAK, type DocumentNode, type GraphQLError, Kind, type StringValueNode, visit } from 'graphql';
import { controlCharacterIn } from '#access';
import { badUserInput } from './bad-user-input.js';

/**
 * The product's control-character rule (libs/access/control-characters.ts: refused, never stripped; tab, line
 * feed and carriage return allowed in text) applied once for the whole api, to every string an operation
 * carries (variables at any depth, keys of JSON values included, and string literals in the document) before
 * anything runs, over HTTP and graphql-ws alike (operation-checks.ts), so no resolver, scalar or service has
 * to repeat it. Answers the refusal for the first control character in the operation's strings, if any.
 */
export function controlCharacterRefusal(document: DocumentNode, variables: unknown): GraphQLError | undefined {
  let literal: StringValueNode | undefined;
  visit(document, {
    [Kind.STRING]: (node: StringValueNode) => {
      if (controlCharacterIn(node.value) === undefined) return undefined;
      literal = node;
      return BREAK;
    },
  });
  if (literal) {
    return badUserInput(`A string in the query contains a control character (${controlCharacterIn(literal.value)})`, {
      nodes: [literal],
    });
  }
  // Iterative, each entry linked to its parent: a deeply nested variable must not exhaust the stack, nor
  // copy its path at every level.
  const pending: Trail[] = [{ value: variables }];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    const { value } = entry;
    if (typeof value === 'string') {
      if (controlCharacterIn(value) !== undefined) return refusal(entry, value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: String(index), parent: entry }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (controlCharacterIn(key) !== undefined) return refusal(entry, key);
        pending.push({ value: item, key, parent: entry });
      }
    }
  }
  return undefined;
}

/** A value within the variables, and how it was reached. */
interface Trail {
  value: unknown;
  key?: string;
  parent?: Trail;
}

function refusal(at: Trail, text: string): GraphQLError {
  const path: string[] = [];
  for (let entry: Trail | undefined = at; entry?.key !== undefined; entry = entry.parent) path.unshift(entry.key);
  const field = path.join('.');
  return badUserInput(
    `${field || 'variables'}: control characters are not allowed (found ${controlCharacterIn(text)})`,
    {
      field: field || undefined,
    },
  );
}
