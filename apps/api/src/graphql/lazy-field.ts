import { Field, type FieldOptions, type ReturnTypeFunc } from '@nestjs/graphql';
import { type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import type { GraphqlContext } from './graphql-context.js';

/** A model value that is there already, or that the request loads when the field is asked for. */
export type Lazy<T> = T | ((context: GraphqlContext) => Promise<T>);

const lazyFields: { typeName: string; fieldName: string }[] = [];

/**
 * A field whose model property holds a Lazy value. Nest resolves plain fields by reading the property
 * (it never calls a function there), and a resolver method per field costs a Nest call and a promise for
 * every row of a list: a lazy field costs neither when its value is known, and loads only when asked.
 * `withLazyFields` gives these fields their resolver once the schema is built.
 */
export function LazyField(typeFunc: ReturnTypeFunc, options: FieldOptions = {}): PropertyDecorator {
  return (target, propertyKey) => {
    lazyFields.push({ typeName: target.constructor.name, fieldName: String(propertyKey) });
    Field(typeFunc, options)(target, propertyKey);
  };
}

const resolveLazy: GraphQLFieldResolver<Record<string, unknown>, GraphqlContext> = (source, _args, context, info) => {
  const value = source[info.fieldName];
  return typeof value === 'function' ? (value as (context: GraphqlContext) => unknown)(context) : value;
};

/** The built schema with every LazyField resolved by calling its function with the request's context. */
export function withLazyFields(schema: GraphQLSchema): GraphQLSchema {
  for (const { typeName, fieldName } of lazyFields) {
    const type = schema.getType(typeName);
    const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
    if (!field) throw new Error(`Lazy field ${typeName}.${fieldName} is not in the schema`);
    field.resolve = resolveLazy;
  }
  return schema;
}
