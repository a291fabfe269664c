import { type Type } from '@nestjs/common';
import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import { MAX_RECORDS_PER_PAGE, type Page } from '#database';

@ObjectType()
export class PageInfo {
  @Field(() => String, { nullable: true })
  endCursor: string | null;

  @Field()
  hasNextPage: boolean;
}

/** `recordsPerPage` and `after` for every cursor-paged list. */
@ArgsType()
export class PagingArgs {
  @Field(() => Int, { nullable: true, description: `Page size, 1 to ${MAX_RECORDS_PER_PAGE}` })
  recordsPerPage?: number | null;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page' })
  after?: string | null;
}

/** `{ totalCount, pageInfo, <itemsField> }` for a list of `itemType`. */
export function Paginated<T>(itemType: Type<T>, itemsField: string) {
  @ObjectType({ isAbstract: true })
  abstract class PaginatedType {
    @Field(() => Int)
    totalCount: number;

    @Field(() => PageInfo)
    pageInfo: PageInfo;

    [key: string]: unknown;
  }
  Field(() => [itemType], { complexity: MAX_RECORDS_PER_PAGE })(PaginatedType.prototype, itemsField);
  return PaginatedType;
}

export function toGraphqlPage<T>(page: Page<T>, itemsField: string) {
  return {
    totalCount: page.totalCount,
    pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
    [itemsField]: page.items,
  };
}
