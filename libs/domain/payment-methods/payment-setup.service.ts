import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { badInput, illegalState, isUuid, notFound, type Principal, Role } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { type ActivityPayload, CaseActivityType } from '#events';
import { CaseChange, type CaseChangeContext, CaseEntity, PaymentInfoStatus } from '#domain/cases';
import { OrganizationEntity } from '#domain/organizations';
import {
  type CaseMessageEntity,
  CaseMessagesService,
  type MessageChannel,
  MessageComposer,
  writeOutboundMessage,
} from '#domain/case-messages';
import { IN_APP_SETUP_HOURS, PAYMENT_LINK_DAYS, PaymentRules, PaymentSetupMessages } from './payment-rules.js';
import { PaymentSetupTokenEntity } from './payment-setup-token.entity.js';
import { SetupIntentRequests } from './setup-intent-requests.js';

/** Where a payment link stands, as its public page shows it. */
export type PaymentLinkState = 'OPEN' | 'USED' | 'EXPIRED';

export interface PaymentLinkView {
  state: PaymentLinkState;
  organizationId: string;
  organizationName: string;
  amountCents: number | null;
  currency: string;
}

export interface SendPaymentLinkInput {
  caseId: string;
  channel: MessageChannel;
  /** What the page shows, in integer cents; none when omitted. */
  amountCents?: number | null;
}

const MAX_AMOUNT_CENTS = 100_000_000;

/**
 * Card collection for a case's employee (the api's side): staff send a single-use link, the employee's page
 * (public, by the link's token) or the signed-in employee starts a SetupIntent, made by the worker. The card
 * is saved when Stripe's webhook says the SetupIntent succeeded (StripeSetupHandler, in the worker).
 */
@Injectable()
export class PaymentSetupService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(MessageComposer) private readonly composer: MessageComposer,
    @Inject(CaseMessagesService) private readonly messages: CaseMessagesService,
    @Inject(SetupIntentRequests) private readonly setupIntents: SetupIntentRequests,
  ) {}

  /**
   * Writes a new link (a token open PAYMENT_LINK_DAYS), the message carrying it (through the case message
   * writer: the employee's consent and the no-PHI rule apply), paymentInfoStatus SENT_LINK and a
   * PAYMENT_INFO_LINK_SENT entry, in one transaction; the worker sends the message.
   */
  async sendLink(principal: Principal, input: SendPaymentLinkInput): Promise<CaseEntity> {
    const amountCents = input.amountCents ?? null;
    if (amountCents !== null && (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > MAX_AMOUNT_CENTS))
      throw badInput('amountCents: a whole number of cents from 0 to 100000000', 'amountCents');
    const { caseRecord, message } = await this.change.run(
      principal,
      input.caseId,
      PaymentRules.manage,
      async (context) => {
        const message = await this.writeLink(context, {
          sender: context.principal,
          actorUserId: principal.userId,
          channel: input.channel,
          amountCents,
        });
        return { caseRecord: context.caseRecord, message };
      },
    );
    await this.messages.enqueue(message);
    return caseRecord;
  }

  /**
   * Writes a payment link on a case inside the caller's transaction (the case locked): the token, the message
   * carrying it through the case message writer, paymentInfoStatus SENT_LINK and a PAYMENT_INFO_LINK_SENT
   * entry. The caller enqueues the returned message after commit. `actorUserId` null: sent by the product
   * itself (an abandoned-cart reminder), with no person behind it.
   */
  async writeLink(
    context: Pick<CaseChangeContext, 'manager' | 'caseRecord' | 'record'>,
    link: {
      sender: Principal;
      actorUserId: string | null;
      channel: MessageChannel;
      amountCents: number | null;
      text?: string;
      activityPayload?: ActivityPayload;
    },
  ): Promise<CaseMessageEntity> {
    const { manager, caseRecord } = context;
    if (!caseRecord.submitterId) throw badInput(PaymentSetupMessages.NO_EMPLOYEE, 'caseId');
    const token = await manager.save(
      manager.create(PaymentSetupTokenEntity, {
        organizationId: caseRecord.organizationId,
        caseId: caseRecord.id,
        userId: caseRecord.submitterId,
        createdById: link.actorUserId,
        sentByLink: true,
        amountCents: link.amountCents,
        expiresAt: new Date(Date.now() + PAYMENT_LINK_DAYS * 24 * 3600 * 1000),
      }),
    );
    const parsed = this.composer.parse({
      channel: link.channel,
      text: `${link.text ?? PaymentSetupMessages.LINK_TEXT}\n${this.linkUrl(token.id)}`,
    });
    const links = this.composer.sendLinks(manager, caseRecord, link.actorUserId);
    const composed = await this.composer.compose(manager, link.sender, caseRecord, parsed, links);
    const message = await writeOutboundMessage(manager, caseRecord, composed, link.actorUserId, context.record);
    await manager.update(CaseEntity, { id: caseRecord.id }, { paymentInfoStatus: PaymentInfoStatus.SENT_LINK });
    await context.record(CaseActivityType.PAYMENT_INFO_LINK_SENT, {
      messageId: message.id,
      channel: link.channel,
      ...link.activityPayload,
    });
    caseRecord.paymentInfoStatus = PaymentInfoStatus.SENT_LINK;
    return message;
  }

  /**
   * The signed-in employee (its own case) or payment staff start card collection in the app: an open in-app
   * token of this case's employee is reused, else one is made, and the worker's SetupIntent secret returned.
   */
  async initiateForCase(principal: Principal, caseId: string): Promise<string> {
    const token = await this.change.run(
      principal,
      caseId,
      PaymentRules.setup,
      async ({ manager, caseRecord, principal: scoped }) => {
        if (!caseRecord.submitterId) throw badInput(PaymentSetupMessages.NO_EMPLOYEE, 'caseId');
        // The employee role passes the rule; only the case's own employee passes this.
        if (scoped.role === Role.USER && caseRecord.submitterId !== principal.userId) throw notFound();
        return this.openInAppToken(manager, caseRecord, principal.userId);
      },
    );
    return this.setupIntents.clientSecretFor(token.organizationId, token.id, principal.userId);
  }

  /**
   * The public page's view of a link: its state, the amount and whose page it is (the organization's name),
   * nothing of the case or the person. Unknown or malformed tokens are NOT_FOUND.
   */
  async link(tokenId: string): Promise<PaymentLinkView> {
    const token = await this.findLink(tokenId);
    const organization = await this.dataSource
      .getRepository(OrganizationEntity)
      .findOneByOrFail({ id: token.organizationId });
    return {
      state: stateOf(token),
      organizationId: organization.id,
      organizationName: organization.name,
      amountCents: token.amountCents,
      currency: token.currency,
    };
  }

  /** The public page starts the SetupIntent of its link; a used or expired link is ILLEGAL_STATE and says so. */
  async initiateByLink(tokenId: string): Promise<string> {
    const token = await this.findLink(tokenId);
    const state = stateOf(token);
    if (state === 'USED') throw illegalState(PaymentSetupMessages.LINK_USED);
    if (state === 'EXPIRED') throw illegalState(PaymentSetupMessages.LINK_EXPIRED);
    return this.setupIntents.clientSecretFor(token.organizationId, token.id, null);
  }

  linkUrl(tokenId: string): string {
    return `${this.config.WEB_PUBLIC_URL}/payment-setup/${tokenId}`;
  }

  private async findLink(tokenId: string): Promise<PaymentSetupTokenEntity> {
    if (!isUuid(tokenId)) throw notFound();
    const token = await this.dataSource
      .getRepository(PaymentSetupTokenEntity)
      .findOneBy({ id: tokenId, sentByLink: true });
    if (!token) throw notFound();
    return token;
  }

  private async openInAppToken(
    manager: EntityManager,
    caseRecord: CaseEntity,
    actorUserId: string,
  ): Promise<PaymentSetupTokenEntity> {
    const open = await manager
      .getRepository(PaymentSetupTokenEntity)
      .createQueryBuilder('token')
      .where('token.organizationId = :organizationId AND token.caseId = :caseId AND token.userId = :userId', {
        organizationId: caseRecord.organizationId,
        caseId: caseRecord.id,
        userId: caseRecord.submitterId,
      })
      .andWhere('token.sentByLink = false AND token.usedAt IS NULL AND token.expiresAt > now()')
      .orderBy('token.createdAt', 'DESC')
      .getOne();
    if (open) return open;
    return manager.save(
      manager.create(PaymentSetupTokenEntity, {
        organizationId: caseRecord.organizationId,
        caseId: caseRecord.id,
        userId: caseRecord.submitterId!,
        createdById: actorUserId,
        sentByLink: false,
        expiresAt: new Date(Date.now() + IN_APP_SETUP_HOURS * 3600 * 1000),
      }),
    );
  }
}

export function stateOf(
  token: Pick<PaymentSetupTokenEntity, 'usedAt' | 'expiresAt'>,
  now = new Date(),
): PaymentLinkState {
  if (token.usedAt) return 'USED';
  if (token.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'OPEN';
}
