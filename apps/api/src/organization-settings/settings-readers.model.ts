import { Field, ID, ObjectType } from '@nestjs/graphql';
import { AliasLabel } from '../organizations/organization.model.js';
import { FeatureFlags, NewRequestSettings } from './general-settings.model.js';
import { ReminderSettings } from './organization-settings.model.js';

/**
 * What staff screens read of the organization settings (spec 000 §6: every staff role): the labels, the
 * switches and the time zone. Nothing in it is secret or about a person.
 */
@ObjectType()
export class CaseWorkerSettings {
  @Field(() => ID)
  organizationId: string;

  @Field({ description: 'IANA time zone deadlines and reminders count in' })
  timeZone: string;

  @Field({ description: 'Day counts skip Saturdays and Sundays' })
  businessDays: boolean;

  @Field(() => [AliasLabel])
  aliases: AliasLabel[];

  @Field(() => FeatureFlags)
  featureFlags: FeatureFlags;
}

@ObjectType()
export class RecommendedForm {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'Opens at accommodations/request/{linkName} (with isGlobal=true for a global form)' })
  linkName: string;

  @Field()
  isGlobal: boolean;
}

@ObjectType()
export class RecommendedDocument {
  @Field(() => ID, { description: 'organizationDocumentUrl(documentId) gives its download address' })
  id: string;

  @Field()
  fileName: string;
}

/** What every signed-in person of the organization reads: the welcome page and New Request. */
@ObjectType()
export class GeneralOrganizationSettings {
  @Field(() => ID)
  organizationId: string;

  @Field({ description: "Text of the employees' welcome page (the default while the organization has none)" })
  welcomeText: string;

  @Field(() => NewRequestSettings)
  newRequest: NewRequestSettings;

  @Field({ description: 'IANA time zone of the organization' })
  timeZone: string;

  @Field(() => [RecommendedForm], { description: 'The recommended forms still usable, in order' })
  recommendedForms: RecommendedForm[];

  @Field(() => [RecommendedDocument], { description: 'The recommended documents still public, in order' })
  recommendedDocuments: RecommendedDocument[];
}

/** The analytics tag ids the app loads for a signed-in person of the organization. */
@ObjectType()
export class GeneralUserSettings {
  @Field(() => ID)
  organizationId: string;

  @Field(() => [String], { description: 'Google tag ids' })
  analyticsTagIds: string[];
}

/** What TPA Support reads to help an organization's people: its labels, time zone, reminders and switches. */
@ObjectType()
export class TpaSupportSettings {
  @Field(() => ID)
  organizationId: string;

  @Field()
  timeZone: string;

  @Field(() => ReminderSettings)
  reminders: ReminderSettings;

  @Field(() => [AliasLabel])
  aliases: AliasLabel[];

  @Field(() => FeatureFlags)
  featureFlags: FeatureFlags;
}
