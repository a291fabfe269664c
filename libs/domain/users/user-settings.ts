import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { notFound } from '#access';
import { parseInput } from '#domain/shared';
import { UserEntity } from './user.entity.js';

/** Text sizes the app offers, in percent of the default. */
export const ACCESSIBILITY_TEXT_SIZES = [100, 115, 130] as const;

/** A person's accessibility preferences, applied by the web app wherever they sign in. */
export interface AccessibilityPreferences {
  textSize: (typeof ACCESSIBILITY_TEXT_SIZES)[number];
  highContrast: boolean;
  reducedMotion: boolean;
  readableFont: boolean;
}

export interface UpdateUserSettingsInput {
  notificationsDisabled?: boolean | null;
  smsNotificationsDisabled?: boolean | null;
  accessibility?: AccessibilityPreferences | null;
}

const updateUserSettingsSchema = z
  .object({
    notificationsDisabled: z.boolean().nullish(),
    smsNotificationsDisabled: z.boolean().nullish(),
    accessibility: z
      .object({
        textSize: z
          .number()
          .refine(
            (value) => (ACCESSIBILITY_TEXT_SIZES as readonly number[]).includes(value),
            `must be one of ${ACCESSIBILITY_TEXT_SIZES.join(', ')}`,
          ),
        highContrast: z.boolean(),
        reducedMotion: z.boolean(),
        readableFont: z.boolean(),
      })
      .strict()
      .nullish(),
  })
  .strict()
  .refine(
    (value) =>
      value.notificationsDisabled != null || value.smsNotificationsDisabled != null || value.accessibility != null,
    'give at least one of notificationsDisabled, smsNotificationsDisabled, accessibility',
  );

/**
 * The signed-in person's own settings (spec 001 updateUserSettings): notifications on or off and the
 * accessibility preferences. Only ever the caller's row: the api passes the caller's id, never an argument.
 */
@Injectable()
export class UserSettingsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async update(userId: string, input: UpdateUserSettingsInput): Promise<void> {
    const data = parseInput(updateUserSettingsSchema, input);
    const change: Partial<UserEntity> = {};
    if (data.notificationsDisabled != null) change.notificationsDisabled = data.notificationsDisabled;
    if (data.smsNotificationsDisabled != null) change.smsNotificationsDisabled = data.smsNotificationsDisabled;
    if (data.accessibility != null) change.accessibilitySettings = data.accessibility as AccessibilityPreferences;
    const result = await this.dataSource.getRepository(UserEntity).update({ id: userId }, change);
    if (!result.affected) throw notFound();
  }
}
