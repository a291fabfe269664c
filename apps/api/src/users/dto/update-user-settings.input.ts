import { Field, InputType, Int } from '@nestjs/graphql';

@InputType()
export class AccessibilityPreferencesInput {
  @Field(() => Int, { description: '100, 115 or 130' })
  textSize: number;

  @Field()
  highContrast: boolean;

  @Field()
  reducedMotion: boolean;

  @Field()
  readableFont: boolean;
}

/** The settings to change; those left out stay as they are. */
@InputType()
export class UpdateUserSettingsInput {
  @Field(() => Boolean, { nullable: true })
  notificationsDisabled?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  smsNotificationsDisabled?: boolean | null;

  @Field(() => AccessibilityPreferencesInput, { nullable: true, description: 'Replaced whole' })
  accessibility?: AccessibilityPreferencesInput | null;
}
