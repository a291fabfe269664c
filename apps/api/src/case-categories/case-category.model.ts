import { Field, ID, ObjectType } from '@nestjs/graphql';

/** A case category of the catalogue (spec 000 Organization "caseCategories (id, name, linkName)"). */
@ObjectType()
export class CaseCategory {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  linkName: string;
}
