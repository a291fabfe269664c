import { Field, ID, ObjectType } from '@nestjs/graphql';

/** The welcome page's text: the organization's own, or the default while it has none. */
@ObjectType()
export class WelcomeScreenSettings {
  @Field({ description: 'What employees read on the welcome page' })
  text: string;

  @Field({ description: 'True while the organization has written no text of its own' })
  isDefault: boolean;

  @Field({ description: 'The text shown when the organization writes none' })
  defaultText: string;
}

/** What New Request opens and recommends. */
@ObjectType()
export class NewRequestSettings {
  @Field(() => ID, { nullable: true, description: "The form New Request opens; null: the organization's default form" })
  defaultFormId: string | null;

  @Field(() => [ID], { description: 'Forms recommended beside New Request, in order' })
  recommendedFormIds: string[];

  @Field(() => [ID], { description: 'Public library documents recommended beside New Request, in order' })
  recommendedDocumentIds: string[];
}

/** Switches the product reads (see FeatureFlags in libs/domain/organizations/general-settings.ts). */
@ObjectType()
export class FeatureFlags {
  @Field({
    description:
      'Case e-mails and texts carry what the case team wrote; off, the employee gets a notice without health information',
  })
  messagesIncludeFullText: boolean;

  @Field({
    description:
      "A request of an employee whose state is known goes to a physician of the organization licensed in that state",
  })
  autoAssignPhysicians: boolean;
}

@ObjectType()
export class GeneralSettings {
  @Field(() => [String], { description: 'Google tag ids (G-, GT-, GTM-, AW-, UA-)' })
  analyticsTagIds: string[];
}
