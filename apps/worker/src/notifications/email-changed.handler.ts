import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayloads } from '#events';
import { UserEntity } from '#domain/users';
import { EmailSender } from '#integrations';
import type { JobHandler } from '../job-handler.js';

export const EMAIL_CHANGED_SUBJECT = 'Your sign-in e-mail was changed';

/**
 * Tells both addresses that a user's sign-in e-mail changed: the new one so the person knows where to sign
 * in, the old one so a change the person did not expect does not go unnoticed.
 */
@Injectable()
export class EmailChangedHandler implements JobHandler<'users.send-email-changed'> {
  readonly jobName = 'users.send-email-changed' as const;
  private readonly logger = new Logger('EmailChanged');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EmailSender) private readonly email: EmailSender,
  ) {}

  async handle(payload: JobPayloads['users.send-email-changed']): Promise<void> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: payload.userId });
    if (!user || user.deletedAt) {
      this.logger.warn(`User ${payload.userId} no longer exists: no e-mail change notice sent`);
      return;
    }
    const greeting = `Hello ${user.firstName || 'there'},`;
    const recipients = [
      { to: user.email, kind: 'new' },
      { to: payload.previousEmail, kind: 'previous' },
    ].filter((recipient, index, all) => all.findIndex((other) => other.to === recipient.to) === index);
    for (const recipient of recipients) {
      await this.email.send({
        to: recipient.to,
        subject: EMAIL_CHANGED_SUBJECT,
        text: [
          greeting,
          '',
          `The e-mail address you sign in to Case Management with was changed from ${payload.previousEmail} to ${user.email}.`,
          recipient.kind === 'previous'
            ? 'You will no longer receive e-mails from Case Management at this address.'
            : 'From now on, sign in with this address.',
          '',
          'If you did not expect this change, contact your administrator.',
        ].join('\n'),
        customArgs: { kind: 'email-changed', userId: user.id },
      });
    }
  }
}
