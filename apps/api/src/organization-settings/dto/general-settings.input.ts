import { Field, ID, InputType } from '@nestjs/graphql';
import { AliasKey } from '#domain/organizations';

@InputType()
export class NewRequestSettingsInput {
  @Field(() => ID, {
    nullable: true,
    description: "A published form of the organization or a global one; null: the organization's default form",
  })
  defaultFormId?: string | null;

  @Field(() => [ID], { description: 'Published forms of the organization or global ones, each once, at most 10' })
  recommendedFormIds: string[];

  @Field(() => [ID], {
    description: 'Public documents of the organization or global ones, each once, at most 10',
  })
  recommendedDocumentIds: string[];
}

@InputType()
export class AliasLabelInput {
  @Field(() => AliasKey)
  key: AliasKey;

  @Field({ description: 'Up to 60 characters on one line; empty goes back to the default' })
  label: string;
}

@InputType()
export class FeatureFlagsInput {
  @Field()
  messagesIncludeFullText: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Left out: off' })
  autoAssignPhysicians?: boolean | null;
}

@InputType()
export class GeneralSettingsInput {
  @Field(() => [String], { description: 'Google tag ids such as G-ABC123XYZ, each once, at most 5' })
  analyticsTagIds: string[];
}
