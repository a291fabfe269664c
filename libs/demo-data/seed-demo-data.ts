import type { DataSource, EntityManager } from 'typeorm';
import { CaseCategoryEntity, OrganizationCaseCategoryEntity } from '#domain/case-categories';
import { CaseEntity } from '#domain/cases';
import { CommunicationTemplateEntity } from '#domain/communication-templates';
import { FormEntity, FormVersionEntity } from '#domain/forms';
import { CustomRoleEntity, OrganizationEntity } from '#domain/organizations';
import { OrganizationAccessEntity, UserEntity } from '#domain/users';
import { CaseActivityEntity, CaseActivityType } from '#events';
import { DEMO_CASES, DEMO_ORGANIZATIONS, DEMO_USERS, LIMITED_ADMIN_ROLE, OWNER_ROLE } from './demo-data.js';
import { DEMO_CASE_CATEGORIES } from './demo-case-categories.js';
import { DEMO_COMMUNICATION_TEMPLATES } from './demo-communication-templates.js';
import { seedDemoDocumentRows } from './demo-documents.js';
import { DEMO_FORMS } from './demo-forms.js';
import { seedDemoCalendar } from './seed-demo-calendar.js';
import { seedDemoCasePlans } from './seed-demo-case-plans.js';
import { seedDemoCatalog } from './seed-demo-catalog.js';
import { seedDemoCustomRoles } from './seed-demo-custom-roles.js';
import { seedDemoPromoCodes } from './seed-demo-promo-codes.js';
import { seedDemoPayments } from './seed-demo-payments.js';
import { seedDemoMessages } from './seed-demo-messages.js';
import { seedDemoNotifications } from './seed-demo-notifications.js';
import { seedDemoSettings } from './seed-demo-settings.js';
import { seedDemoPeople } from './seed-demo-people.js';
import { seedDemoPartnerInfo } from './seed-demo-partner-info.js';
import { seedDemoPharmacyEndpoints } from './seed-demo-pharmacy-endpoints.js';
import { seedDemoPrescriptionJourney } from './seed-demo-prescription-journey.js';

/**
 * Writes the demo organizations, users, cases, forms and templates in one transaction, only into an empty
 * database (no organization yet), so it never touches real data, then the demo message threads, calendar
 * events and notices wherever the demo cases are and lack them, and the further demo people
 * (seed-demo-people.ts), so a database seeded before they existed gets them too. Returns whether it wrote
 * the demo organizations.
 */
export async function seedDemoData(
  dataSource: DataSource,
  options: {
    /** Where the provider stand-ins run: the demo pharmacies send their orders to the stand-in pharmacy there. */
    standInsUrl?: string;
  } = {},
): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    const written = await seedDemoRows(manager);
    await seedDemoMessages(manager);
    await seedDemoCalendar(manager);
    await seedDemoNotifications(manager);
    await seedDemoCustomRoles(manager);
    await seedDemoSettings(manager);
    await seedDemoPeople(manager);
    await seedDemoCatalog(manager);
    await seedDemoPartnerInfo(manager);
    await seedDemoPromoCodes(manager);
    await seedDemoCasePlans(manager);
    await seedDemoPayments(manager);
    await seedDemoPrescriptionJourney(manager);
    if (options.standInsUrl) await seedDemoPharmacyEndpoints(manager, options.standInsUrl);
    return written;
  });
}

async function seedDemoRows(manager: EntityManager): Promise<boolean> {
  if ((await manager.count(OrganizationEntity)) > 0) return false;
  await manager.insert(
    OrganizationEntity,
    Object.values(DEMO_ORGANIZATIONS).map((org) => ({ ...org, contactEmail: null, settings: {} })),
  );
  await manager.insert(CustomRoleEntity, {
    id: OWNER_ROLE.id,
    organizationId: null,
    name: OWNER_ROLE.name,
    label: OWNER_ROLE.label,
    permissions: [...OWNER_ROLE.permissions],
  });
  await manager.insert(CustomRoleEntity, {
    id: LIMITED_ADMIN_ROLE.id,
    organizationId: DEMO_ORGANIZATIONS[LIMITED_ADMIN_ROLE.organization].id,
    name: LIMITED_ADMIN_ROLE.name,
    label: LIMITED_ADMIN_ROLE.label,
    permissions: [...LIMITED_ADMIN_ROLE.permissions],
  });
  const userIdByKey = new Map(DEMO_USERS.map((user) => [user.key, user.id]));
  const seededAt = new Date();
  for (const demo of DEMO_USERS) {
    const organizationId = demo.organization ? DEMO_ORGANIZATIONS[demo.organization].id : null;
    await manager.insert(UserEntity, {
      id: demo.id,
      email: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
      role: demo.role,
      organizationId,
      homeOrganizationId: organizationId,
      isMultiOrgAdmin: demo.isMultiOrgAdmin ?? false,
      customRoleId: demo.customRoleId ?? null,
      phoneNumber: demo.phoneNumber ?? null,
    });
    for (const [index, entry] of (demo.access ?? []).entries()) {
      await manager.insert(OrganizationAccessEntity, {
        // Granted in the listed order ("the first entry" decides the effective organization), though
        // inserted in one transaction, whose now() would give every entry the same time.
        createdAt: new Date(seededAt.getTime() + index),
        userId: demo.id,
        organizationId: DEMO_ORGANIZATIONS[entry.organization].id,
        role: entry.role,
        customRoleId: entry.ownerRole ? OWNER_ROLE.id : null,
      });
    }
  }
  for (const demo of DEMO_CASES) {
    const organizationId = DEMO_ORGANIZATIONS[demo.organization].id;
    const assignedToId = demo.assignedTo ? userIdByKey.get(demo.assignedTo)! : null;
    await manager.insert(CaseEntity, {
      id: demo.id,
      organizationId,
      shortId: demo.shortId,
      title: demo.title,
      status: demo.status,
      type: demo.type,
      visitType: demo.visitType ?? null,
      submitterId: userIdByKey.get(demo.submitter)!,
      assignedToId,
      assignedAt: assignedToId ? new Date() : null,
      hrRepId: demo.hrRep ? userIdByKey.get(demo.hrRep)! : null,
    });
    await manager.insert(CaseActivityEntity, {
      organizationId,
      caseId: demo.id,
      type: CaseActivityType.CREATE_CASE,
      actorUserId: userIdByKey.get(demo.submitter)!,
      payload: {},
      // Nobody is listening while seeding: nothing for the outbox relay to re-send.
      dispatchedAt: new Date(),
    });
  }
  for (const form of DEMO_FORMS) {
    const organizationId = DEMO_ORGANIZATIONS[form.organization].id;
    await manager.insert(FormEntity, {
      id: form.id,
      organizationId,
      name: form.name,
      linkName: form.linkName,
      description: form.description,
      isDefault: true,
      showStepsIndividually: true,
    });
    await manager.insert(FormVersionEntity, {
      id: form.versionId,
      formId: form.id,
      organizationId,
      versionNumber: 1,
      linkName: form.linkName,
      questions: form.questions,
    });
    await manager.update(FormEntity, { id: form.id }, { currentVersionId: form.versionId });
  }
  for (const category of DEMO_CASE_CATEGORIES) {
    await manager.insert(CaseCategoryEntity, { id: category.id, name: category.name, linkName: category.linkName });
    for (const organization of category.organizations) {
      await manager.insert(OrganizationCaseCategoryEntity, {
        organizationId: DEMO_ORGANIZATIONS[organization].id,
        caseCategoryId: category.id,
      });
    }
  }
  for (const template of DEMO_COMMUNICATION_TEMPLATES) {
    await manager.insert(CommunicationTemplateEntity, {
      id: template.id,
      organizationId: template.organization ? DEMO_ORGANIZATIONS[template.organization].id : null,
      ownerUserId: template.owner ? userIdByKey.get(template.owner)! : null,
      name: template.name,
      text: template.text,
      formIds: template.formIds ?? [],
      caseCategoryIds: template.caseCategoryIds ?? [],
      isGlobal: template.organization === null,
      isPersonal: template.owner !== undefined,
    });
  }
  await seedDemoDocumentRows(manager);
  return true;
}
