import { Field, InputType } from '@nestjs/graphql';

@InputType()
export class CreateCVAdminInput {
  @Field()
  email: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field(() => String, {
    nullable: true,
    description: 'Initial password; without one the admin sets it by password reset',
  })
  password?: string | null;
}
