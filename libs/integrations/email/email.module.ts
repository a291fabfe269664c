import { Module } from '@nestjs/common';
import { EmailSender } from './email-sender.js';

/** Outbound e-mail through SendGrid; used from the worker only. */
@Module({ providers: [EmailSender], exports: [EmailSender] })
export class EmailModule {}
