import { BREAK, type DocumentNode, type GraphQLError, Kind, type StringValueNode, visit } from 'graphql';
import { badUserInput } from './bad-user-input.js';

/**
 * Control characters policy: refused, never stripped. U+0000 to U+001F except tab, line feed and carriage
 * return have no place in anything a person types, PostgreSQL cannot store NUL at all (text and jsonb), and
 * stripping would silently store something other than what was sent (an e-mail address, an id, a name).
 * Refusing tells the caller what is wrong and keeps the data as sent or not at all.
 *
 * Applied once for the whole api, to every string an operation carries (variables at any depth, keys of
 * JSON values included, and string literals in the document) before anything runs, over HTTP and
 * graphql-ws alike (operation-checks.ts), so no resolver, scalar or service has to repeat it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

const describe = (text: string) => {
  const found = CONTROL_CHARACTER.exec(text)![0];
  return `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
};

/** The refusal for the first control character in the operation's strings, if any. */
export function controlCharacterRefusal(document: DocumentNode, variables: unknown): GraphQLError | undefined {
  let literal: StringValueNode | undefined;
  visit(document, {
    [Kind.STRING]: (node: StringValueNode) => {
      if (!CONTROL_CHARACTER.test(node.value)) return undefined;
      literal = node;
      return BREAK;
    },
  });
  if (literal) {
    return badUserInput(`A string in the query contains a control character (${describe(literal.value)})`, {
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
      if (CONTROL_CHARACTER.test(value)) return refusal(entry, value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: String(index), parent: entry }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (CONTROL_CHARACTER.test(key)) return refusal(entry, key);
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
  return badUserInput(`${field || 'variables'}: control characters are not allowed (found ${describe(text)})`, {
    field: field || undefined,
  });
}
