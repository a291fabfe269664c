import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import type { JobPayloads } from '#events';
import { UserEntity } from '#domain/users';
import { EmailSender, IdentityService } from '#integrations';
import type { JobHandler } from '../job-handler.js';
import { appActionLink } from './app-action-link.js';

export const WELCOME_SUBJECT = 'Welcome to Case Management';

/**
 * Welcomes a user added by an administrator: a set-password link (the identity provider's reset code, opened
 * on this app's auth-action and reset-password screens) that leads to the sign-in page afterwards.
 */
@Injectable()
export class WelcomeHandler implements JobHandler<'users.send-welcome'> {
  readonly jobName = 'users.send-welcome' as const;
  private readonly logger = new Logger('Welcome');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(IdentityService) private readonly identity: IdentityService,
    @Inject(EmailSender) private readonly email: EmailSender,
  ) {}

  async handle(payload: JobPayloads['users.send-welcome']): Promise<void> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: payload.userId });
    if (!user || user.deletedAt) {
      this.logger.warn(`User ${payload.userId} no longer exists: no welcome e-mail sent`);
      return;
    }
    const signIn = new URL('/login', this.config.WEB_PUBLIC_URL).toString();
    const link = appActionLink(await this.identity.passwordResetLink(user.email, signIn), this.config.WEB_PUBLIC_URL);
    await this.email.send({
      to: user.email,
      subject: WELCOME_SUBJECT,
      text: [
        `Hello ${user.firstName || 'there'},`,
        '',
        'An account was created for you in Case Management. To choose your password, open this link:',
        link,
        '',
        `Then sign in with this e-mail address (${user.email}) and your new password.`,
      ].join('\n'),
      customArgs: { kind: 'welcome', userId: user.id },
    });
  }
}
