import { Module } from '@nestjs/common';
import { SmsSender } from './sms-sender.js';

/** Outbound text messages through Twilio; used from the worker only. */
@Module({ providers: [SmsSender], exports: [SmsSender] })
export class SmsModule {}
