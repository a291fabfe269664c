import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const fromLiteral = (node: ValueNode): unknown => {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map(fromLiteral);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, fromLiteral(field.value)]));
    default:
      return null;
  }
};

/** A JSON object, for small structured payloads such as activity details. */
export const JsonObjectScalar = new GraphQLScalarType({
  name: 'JSONObject',
  description: 'A JSON object',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: fromLiteral,
});
