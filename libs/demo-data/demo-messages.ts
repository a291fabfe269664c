import { CaseMessageType, DEFAULT_EMAIL_SUBJECT, MessageChannel, NO_PHI_NOTICE } from '#domain/case-messages';
import { DEMO_CASES } from './demo-data.js';

const messageId = (n: number) => `0e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const demoCase = (shortId: string) => DEMO_CASES.find((candidate) => candidate.shortId === shortId)!.id;

/** E-mail and text messages on demo cases, in and out, as the product writes them when they happen. */
export interface DemoMessage {
  id: string;
  caseId: string;
  type: CaseMessageType;
  /** Who wrote it: a staff member (outbound) or the employee (inbound); by demo user key. */
  author: string;
  /** The employee's address or number, as it was used. */
  toAddress: string;
  subject?: string;
  body: string;
  /** Hours before seeding, so each thread reads in order. */
  hoursAgo: number;
  providerMessageId: string;
  providerStatus?: string;
  errorReason?: string;
}

const EMERY_EMAIL = 'employee@acme.demo.test';
const EMERY_SMS = '+15555550105';
const GLEN_SMS = '+15555550107';

/**
 * Three threads: e-mail and SMS back and forth on AC-1003, an SMS that could not be delivered (and the
 * e-mail sent instead) on AC-1002, and a text exchange on Globex's GX-1001.
 */
export const DEMO_MESSAGES: DemoMessage[] = [
  {
    id: messageId(1),
    caseId: demoCase('AC-1003'),
    type: CaseMessageType.OUTBOUND_EMAIL,
    author: 'caseworker',
    toAddress: EMERY_EMAIL,
    subject: DEFAULT_EMAIL_SUBJECT,
    body: 'Hello Emery,\n\nWhich days would the modified schedule need to cover, and from when?\n\nCora',
    hoursAgo: 50,
    providerMessageId: 'demo-sendgrid-0001',
    providerStatus: 'delivered',
  },
  {
    id: messageId(2),
    caseId: demoCase('AC-1003'),
    type: CaseMessageType.INBOUND_EMAIL,
    author: 'employee',
    toAddress: EMERY_EMAIL,
    subject: `Re: ${DEFAULT_EMAIL_SUBJECT}`,
    body: 'Hi Cora,\n\nMondays and Wednesdays, starting at 10 am instead of 8 am, from next month.\n\nEmery',
    hoursAgo: 46,
    providerMessageId: '<demo-inbound-0002@acme.demo.test>',
  },
  {
    id: messageId(3),
    caseId: demoCase('AC-1003'),
    type: CaseMessageType.OUTBOUND_SMS,
    author: 'caseworker',
    toAddress: EMERY_SMS,
    body: 'Thanks Emery. Your manager has agreed to the later start on Mondays and Wednesdays.',
    hoursAgo: 26,
    providerMessageId: 'SM0e000000000000000000000000000003',
    providerStatus: 'delivered',
  },
  {
    id: messageId(4),
    caseId: demoCase('AC-1003'),
    type: CaseMessageType.INBOUND_SMS,
    author: 'employee',
    toAddress: EMERY_SMS,
    body: 'Great, thank you! Does it start this Monday?',
    hoursAgo: 25,
    providerMessageId: 'SM0e000000000000000000000000000004',
  },
  {
    id: messageId(5),
    caseId: demoCase('AC-1002'),
    type: CaseMessageType.OUTBOUND_SMS_ERROR,
    author: 'caseworker',
    toAddress: EMERY_SMS,
    body: 'Please upload the certification from your health care provider.',
    hoursAgo: 30,
    providerMessageId: 'SM0e000000000000000000000000000005',
    providerStatus: 'undelivered',
    errorReason: 'undelivered: Twilio error 30003',
  },
  {
    id: messageId(6),
    caseId: demoCase('AC-1002'),
    type: CaseMessageType.OUTBOUND_EMAIL,
    author: 'caseworker',
    toAddress: EMERY_EMAIL,
    subject: 'Certification needed',
    body: 'Hello Emery,\n\nYour text message could not be delivered: please upload the certification from your health care provider.\n\nCora',
    hoursAgo: 29,
    providerMessageId: 'demo-sendgrid-0006',
    providerStatus: 'delivered',
  },
  {
    id: messageId(7),
    caseId: demoCase('AC-1002'),
    type: CaseMessageType.INBOUND_EMAIL,
    author: 'employee',
    toAddress: EMERY_EMAIL,
    subject: 'Re: Certification needed',
    body: 'Hi Cora, my phone was off. I will upload it tonight.',
    hoursAgo: 28,
    providerMessageId: '<demo-inbound-0007@acme.demo.test>',
  },
  {
    id: messageId(8),
    caseId: demoCase('GX-1001'),
    type: CaseMessageType.OUTBOUND_SMS,
    author: 'globexAdmin',
    toAddress: GLEN_SMS,
    body: 'Hello Glen, we received your request about a lifting restriction. What weight limit did your doctor give?',
    hoursAgo: 20,
    providerMessageId: 'SM0e000000000000000000000000000008',
    providerStatus: 'delivered',
  },
  {
    id: messageId(9),
    caseId: demoCase('GX-1001'),
    type: CaseMessageType.INBOUND_SMS,
    author: 'globexEmployee',
    toAddress: GLEN_SMS,
    body: '25 pounds for the next six weeks.',
    hoursAgo: 19,
    providerMessageId: 'SM0e000000000000000000000000000009',
  },
];

export const channelOf = (type: CaseMessageType): MessageChannel =>
  type.includes('EMAIL') ? MessageChannel.EMAIL : MessageChannel.SMS;

/** What went to the provider: the organizations keep the default, a notice without PHI. */
export const sentBodyOf = (message: DemoMessage): string =>
  message.type.startsWith('INBOUND') ? message.body : NO_PHI_NOTICE;
