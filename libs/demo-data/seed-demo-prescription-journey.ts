import type { EntityManager } from 'typeorm';
import { ProductBundleEntity } from '#domain/catalog';
import { CaseDecisionEntity } from '#domain/case-decisions';
import { CaseFollowUpEntity } from '#domain/case-follow-ups';
import { CaseOrderEntity, OrderLineSource } from '#domain/case-orders';
import { CaseEntity, CaseStatus, FollowUpFormStatus, MedicationType, OrderStatus } from '#domain/cases';
import { FormEntity, FormVersionEntity, QuestionType } from '#domain/forms';
import { UserEntity } from '#domain/users';
import { type ActivityPayload, CaseActivityEntity, CaseActivityType } from '#events';
import { DEMO_BUNDLES, DEMO_PHARMACIES } from './demo-catalog.js';
import { DEMO_ORGANIZATIONS } from './demo-data.js';
import {
  DEMO_FOLLOW_UP_FORM,
  DEMO_JOURNEY_CASES,
  DEMO_JOURNEY_DECISION_ID,
  DEMO_JOURNEY_ORDER_ID,
  DEMO_MEMBER_ADDRESS,
  DEMO_PRESCRIBER,
  DEMO_PRESCRIPTION_JOURNEY_USERS,
} from './demo-prescription-journey.js';

const DAY_MS = 86_400_000;
const [MEDICAL, SUPPORT, MEMBER] = DEMO_PRESCRIPTION_JOURNEY_USERS;
const VITALITY = DEMO_ORGANIZATIONS.vitality.id;
const SEMAGLUTIDE_MONTHLY = DEMO_BUNDLES[0].id;

/**
 * Vitality's partner journey, where its people and catalogue exist and VH-1002 does not: the prescriber's licence
 * data and the member's address, a follow-up form every 28 days on "Semaglutide monthly", VH-1002 carried through
 * prescription, order and shipping with its next follow-up due in two days, and VH-1003 waiting for its
 * prescription. Returns whether it wrote them.
 */
export async function seedDemoPrescriptionJourney(manager: EntityManager, now = new Date()): Promise<boolean> {
  const people = await manager.countBy(UserEntity, [{ id: MEDICAL.id }, { id: SUPPORT.id }, { id: MEMBER.id }]);
  const catalogue = await manager.existsBy(ProductBundleEntity, { id: SEMAGLUTIDE_MONTHLY });
  if (people < 3 || !catalogue) return false;
  if (await manager.existsBy(CaseEntity, { id: DEMO_JOURNEY_CASES.shipped.id })) return false;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);

  await manager.update(UserEntity, MEDICAL.id, {
    npi: DEMO_PRESCRIBER.npi,
    dea: DEMO_PRESCRIBER.dea,
    availableInStates: [...DEMO_PRESCRIBER.availableStates],
  });
  await manager.update(UserEntity, MEMBER.id, {
    address: DEMO_MEMBER_ADDRESS.addressLine1,
    city: DEMO_MEMBER_ADDRESS.city,
    state: DEMO_MEMBER_ADDRESS.state,
    postalCode: DEMO_MEMBER_ADDRESS.postalCode,
    country: DEMO_MEMBER_ADDRESS.country,
  });
  await seedFollowUpForm(manager);

  const { shipped, awaiting } = DEMO_JOURNEY_CASES;
  const common = {
    organizationId: VITALITY,
    type: MedicationType.GLP,
    submitterId: MEMBER.id,
    assignedToId: MEDICAL.id,
    productBundleId: SEMAGLUTIDE_MONTHLY,
  };
  await manager.insert(CaseEntity, {
    ...common,
    ...shipped,
    status: CaseStatus.APPROVED,
    createdAt: at(-26),
    assignedAt: at(-26),
    inProgressAt: at(-25),
    orderStatus: OrderStatus.SHIPPED,
    followUpFormStatus: FollowUpFormStatus.SCHEDULED,
  });
  await manager.insert(CaseEntity, {
    ...common,
    ...awaiting,
    status: CaseStatus.IN_PROGRESS,
    createdAt: at(-1),
    assignedAt: at(-1),
    inProgressAt: at(-1),
  });
  await manager.insert(CaseDecisionEntity, {
    id: DEMO_JOURNEY_DECISION_ID,
    organizationId: VITALITY,
    caseId: shipped.id,
    createdAt: at(-25),
    isApproved: true,
    isNoDecision: false,
    isIndefinite: false,
    decisionText: 'Eligible for semaglutide; start at the lowest dose.',
    addedById: MEDICAL.id,
    medicine: 'Semaglutide',
    medicineExternalId: 'SEMA-025',
    dosage: '0.25 mg',
    refillCount: 2,
    isPriorAuthRequested: false,
    dosingFrequency: 'Once weekly',
    treatmentPeriod: '4 weeks',
    pharmacyInstructions: 'Include a syringe kit.',
    isRefill: false,
  });
  await manager.insert(CaseOrderEntity, {
    id: DEMO_JOURNEY_ORDER_ID,
    organizationId: VITALITY,
    caseId: shipped.id,
    createdAt: at(-24),
    pharmacyId: DEMO_PHARMACIES[0].id,
    decisionId: DEMO_JOURNEY_DECISION_ID,
    productBundleId: SEMAGLUTIDE_MONTHLY,
    status: OrderStatus.SHIPPED,
    statusChangedAt: at(-22),
    lines: [
      {
        source: OrderLineSource.DECISION,
        name: 'Semaglutide',
        quantity: 1,
        dosage: '0.25 mg',
        productId: null,
        productVariantId: null,
        refillCount: 2,
        pharmacyInstructions: 'Include a syringe kit.',
      },
    ],
    shippingAddress: DEMO_MEMBER_ADDRESS,
    trackingNumber: '1Z999AA10123456784',
    carrier: 'UPS',
    // Sent and taken long ago: nothing for the worker to send.
    sentAt: at(-24),
    pharmacyReference: 'RX-0D500000',
    sendAttempts: 1,
    createdById: SUPPORT.id,
  });
  await manager.insert(CaseFollowUpEntity, {
    organizationId: VITALITY,
    caseId: shipped.id,
    nextDueAt: at(2),
  });

  const timeline: [string, number, CaseActivityType, string, ActivityPayload][] = [
    [shipped.id, -26, CaseActivityType.CREATE_CASE, MEMBER.id, {}],
    [shipped.id, -25, CaseActivityType.ADD_DECISION, MEDICAL.id, { decisionId: DEMO_JOURNEY_DECISION_ID }],
    [
      shipped.id,
      -24,
      CaseActivityType.ORDER_CREATED,
      SUPPORT.id,
      { orderId: DEMO_JOURNEY_ORDER_ID, status: OrderStatus.PLACED, pharmacyId: DEMO_PHARMACIES[0].id },
    ],
    [
      shipped.id,
      -22,
      CaseActivityType.ORDER_STATUS_CHANGED,
      '',
      { orderId: DEMO_JOURNEY_ORDER_ID, from: OrderStatus.PLACED, to: OrderStatus.SHIPPED, source: 'PHARMACY' },
    ],
    [
      shipped.id,
      -22,
      CaseActivityType.ORDER_TRACKING_ADDED,
      '',
      { orderId: DEMO_JOURNEY_ORDER_ID, trackingNumber: '1Z999AA10123456784', carrier: 'UPS', source: 'PHARMACY' },
    ],
    [awaiting.id, -1, CaseActivityType.CREATE_CASE, MEMBER.id, {}],
  ];
  for (const [caseId, days, type, actorUserId, payload] of timeline) {
    await manager.insert(CaseActivityEntity, {
      organizationId: VITALITY,
      caseId,
      type,
      actorUserId: actorUserId || null,
      payload,
      createdAt: at(days),
      // Nobody is listening while seeding: nothing for the outbox relay to re-send.
      dispatchedAt: now,
    });
  }
  return true;
}

/** Vitality's "Monthly check-in", sent every 28 days to members on "Semaglutide monthly". */
async function seedFollowUpForm(manager: EntityManager): Promise<void> {
  const form = DEMO_FOLLOW_UP_FORM;
  if (!(await manager.existsBy(FormEntity, { id: form.id }))) {
    await manager.insert(FormEntity, {
      id: form.id,
      organizationId: VITALITY,
      name: form.name,
      linkName: form.linkName,
      description: form.description,
      isDefault: false,
      showStepsIndividually: true,
    });
    await manager.insert(FormVersionEntity, {
      id: form.versionId,
      formId: form.id,
      organizationId: VITALITY,
      versionNumber: 1,
      linkName: form.linkName,
      questions: [
        {
          id: '0f000003-0000-4000-8000-000000000000',
          index: 0,
          type: QuestionType.TEXT,
          text: 'Your weight today, in pounds',
          renderMode: null,
          hint: null,
          placeholder: null,
          options: [],
          required: true,
          isPHI: true,
          condition: null,
          documentId: null,
        },
        {
          id: '0f000003-0000-4000-8000-000000000001',
          index: 1,
          type: QuestionType.TEXT,
          text: 'Any side effects since your last check-in?',
          renderMode: null,
          hint: 'For example: nausea, tiredness. Write "none" if there were none.',
          placeholder: null,
          options: [],
          required: true,
          isPHI: true,
          condition: null,
          documentId: null,
        },
      ],
    });
    await manager.update(FormEntity, { id: form.id }, { currentVersionId: form.versionId });
  }
  await manager.update(
    ProductBundleEntity,
    { id: SEMAGLUTIDE_MONTHLY },
    { followUpFormPeriodDays: form.periodDays, followUpFormVersionId: form.versionId },
  );
}
