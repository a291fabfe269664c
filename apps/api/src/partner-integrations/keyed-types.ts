import { Field, InputType, ObjectType } from '@nestjs/graphql';

type Scalar = typeof String | typeof Boolean;
type ValueOf<S extends Scalar> = S extends typeof String ? string : boolean;

/**
 * A GraphQL object type with one field per key, all of the same scalar: the partner links, flags and texts
 * are lists in the domain, and building their types from those lists keeps the schema in step with them.
 */
export function keyedObjectType<K extends string, S extends Scalar>(
  name: string,
  keys: readonly K[],
  scalar: S,
  description: string,
) {
  class Keyed {}
  for (const key of keys) Field(() => scalar)(Keyed.prototype, key);
  ObjectType(name, { description })(Keyed);
  return Keyed as new () => Record<K, ValueOf<S>>;
}

/** The input counterpart: every key optional; one left out keeps its stored value. */
export function keyedInputType<K extends string>(
  name: string,
  keys: readonly K[],
  scalar: Scalar,
  description: string,
) {
  class Keyed {}
  for (const key of keys) Field(() => scalar, { nullable: true })(Keyed.prototype, key);
  InputType(name, { description })(Keyed);
  return Keyed as new () => Partial<Record<K, unknown>>;
}
