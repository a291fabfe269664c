import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { z } from 'zod';
import {
  alreadyExists,
  hasControlCharacter,
  illegalState,
  isUuid,
  notFound,
  type Principal,
  restricted,
} from '#access';
import { CaseActivityType } from '#events';
import { CaseChange, CasesService } from '#domain/cases';
import { parseInput } from '#domain/shared';
import { UserEntity } from '#domain/users';
import { CaseConsultMessageEntity } from './case-consult-message.entity.js';
import { CaseConsultRequestEntity, ConsultRequestStatus } from './case-consult-request.entity.js';
import { ConsultMessages, ConsultRules } from './case-consult-rules.js';

/** The product's text rule: line breaks and tabs allowed, other control characters refused. */
const noControl = (text: string) => !hasControlCharacter(text);

const requestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'say why a consult is needed')
    .max(2000, 'must be at most 2,000 characters')
    .refine(noControl, 'must not hold control characters'),
});
const messageSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'write a message')
    .max(5000, 'must be at most 5,000 characters')
    .refine(noControl, 'must not hold control characters'),
  closeRequest: z.boolean().nullish(),
});

export interface ConsultMessageWithAuthor extends CaseConsultMessageEntity {
  authorName: string | null;
}

export interface ConsultRequestWithMessages extends CaseConsultRequestEntity {
  requestedByName: string | null;
  messages: ConsultMessageWithAuthor[];
}

/**
 * Consult requests on a case and their threads. Each change is one CaseChange (the case locked in the
 * caller's reach, the rule in the case's organization, refused on an archived case) and records a staff-only
 * timeline entry without the text, which carries the change live to the case page.
 */
@Injectable()
export class CaseConsultsService {
  constructor(
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  async request(principal: Principal, caseId: string, reason: string): Promise<ConsultRequestWithMessages> {
    const parsed = parseInput(requestSchema, { reason });
    return this.change.run(principal, caseId, ConsultRules.request, async ({ manager, caseRecord, record }) => {
      const open = await manager.existsBy(CaseConsultRequestEntity, {
        caseId: caseRecord.id,
        status: ConsultRequestStatus.OPEN,
      });
      if (open) throw alreadyExists(ConsultMessages.ALREADY_OPEN);
      const saved = await manager.save(
        manager.create(CaseConsultRequestEntity, {
          organizationId: caseRecord.organizationId,
          caseId: caseRecord.id,
          requestedById: principal.userId,
          reason: parsed.reason,
        }),
      );
      await record(CaseActivityType.CONSULT_REQUESTED, { consultRequestId: saved.id });
      const [withNames] = await this.withNames(manager, [saved], []);
      return withNames;
    });
  }

  /** A message in the consult's thread; `closeRequest` closes the consult with it. */
  async sendMessage(
    principal: Principal,
    consultRequestId: string,
    input: { text: string; closeRequest?: boolean | null },
  ): Promise<{ consultRequest: ConsultRequestWithMessages; message: ConsultMessageWithAuthor }> {
    const parsed = parseInput(messageSchema, input);
    if (!isUuid(consultRequestId)) throw notFound();
    const found = principal.assertCanSee(
      await this.dataSource.getRepository(CaseConsultRequestEntity).findOneBy({ id: consultRequestId }),
    );
    return this.change.run(principal, found.caseId, ConsultRules.discuss, async ({ manager, caseRecord, record }) => {
      const consult = await manager.findOne(CaseConsultRequestEntity, {
        where: { id: consultRequestId, caseId: caseRecord.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!consult) throw notFound();
      if (consult.status === ConsultRequestStatus.CLOSED) throw illegalState(ConsultMessages.CLOSED);
      const message = await manager.save(
        manager.create(CaseConsultMessageEntity, {
          organizationId: consult.organizationId,
          caseId: consult.caseId,
          consultRequestId: consult.id,
          authorId: principal.userId,
          text: parsed.text,
        }),
      );
      if (parsed.closeRequest) {
        Object.assign(consult, {
          status: ConsultRequestStatus.CLOSED,
          closedAt: new Date(),
          closedById: principal.userId,
        } satisfies Partial<CaseConsultRequestEntity>);
        await manager.save(consult);
      }
      await record(CaseActivityType.CONSULT_MESSAGE_SENT, {
        consultRequestId: consult.id,
        consultMessageId: message.id,
        ...(parsed.closeRequest ? { closed: true } : {}),
      });
      const messages = await manager.find(CaseConsultMessageEntity, {
        where: { consultRequestId: consult.id },
        order: { createdAt: 'ASC', id: 'ASC' },
      });
      const [consultRequest] = await this.withNames(manager, [consult], messages);
      return { consultRequest, message: consultRequest.messages.find(({ id }) => id === message.id)! };
    });
  }

  /** The case's consults, newest first, each with its thread oldest first: two statements whatever their number. */
  async listFor(principal: Principal, caseId: string): Promise<ConsultRequestWithMessages[]> {
    const caseRecord = await this.cases.findVisible(principal, caseId);
    principal.inOrganization(caseRecord.organizationId).assertSatisfies(restricted(ConsultRules.discuss));
    const where = { organizationId: caseRecord.organizationId, caseId: caseRecord.id };
    const [requests, messages] = await Promise.all([
      this.dataSource.getRepository(CaseConsultRequestEntity).find({ where, order: { createdAt: 'DESC', id: 'DESC' } }),
      this.dataSource.getRepository(CaseConsultMessageEntity).find({ where, order: { createdAt: 'ASC', id: 'ASC' } }),
    ]);
    return this.withNames(this.dataSource.manager, requests, messages);
  }

  /** Requests with their messages and the names of who asked and who wrote: one more statement. */
  private async withNames(
    manager: EntityManager,
    requests: CaseConsultRequestEntity[],
    messages: CaseConsultMessageEntity[],
  ): Promise<ConsultRequestWithMessages[]> {
    const ids = [
      ...new Set(
        [...requests.map((request) => request.requestedById), ...messages.map((message) => message.authorId)].filter(
          (id): id is string => !!id,
        ),
      ),
    ];
    const people = ids.length > 0 ? await manager.find(UserEntity, { where: { id: In(ids) } }) : [];
    const nameOf = (id: string | null) => people.find((person) => person.id === id)?.fullName ?? null;
    return requests.map((request) => ({
      ...request,
      requestedByName: nameOf(request.requestedById),
      messages: messages
        .filter((message) => message.consultRequestId === request.id)
        .map((message) => ({ ...message, authorName: nameOf(message.authorId) })),
    }));
  }
}
