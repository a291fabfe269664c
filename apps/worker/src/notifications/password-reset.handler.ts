import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import type { JobPayloads } from '#events';
import { UserEntity } from '#domain/users';
import { EmailSender, IdentityService } from '#integrations';
import type { JobHandler } from '../job-handler.js';
import { appActionLink } from './app-action-link.js';

/** Builds the reset link with firebase-admin and sends it through SendGrid. */
@Injectable()
export class PasswordResetHandler implements JobHandler<'users.send-password-reset'> {
  readonly jobName = 'users.send-password-reset' as const;
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(IdentityService) private readonly identity: IdentityService,
    @Inject(EmailSender) private readonly email: EmailSender,
  ) {}

  async handle(payload: JobPayloads['users.send-password-reset']): Promise<void> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: payload.userId });
    if (!user || user.deletedAt) {
      this.logger.warn(`User ${payload.userId} no longer exists: no password reset sent`);
      return;
    }
    const link = appActionLink(
      await this.identity.passwordResetLink(user.email, payload.redirectUrl),
      this.config.WEB_PUBLIC_URL,
    );
    await this.email.send({
      to: user.email,
      subject: 'Reset your password',
      text: [
        `Hello ${user.firstName || 'there'},`,
        '',
        'Someone asked to reset the password of your Case Management account. To choose a new password, open this link:',
        link,
        '',
        'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      ].join('\n'),
      customArgs: { kind: 'password-reset', userId: user.id },
    });
  }
}
