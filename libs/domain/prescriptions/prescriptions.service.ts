import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  type AccessRule,
  badInput,
  illegalState,
  isUuid,
  notFound,
  type Principal,
  restricted,
  Role,
  TpaSubRole,
} from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { CaseDecisionEntity } from '#domain/case-decisions';
import { CasesService } from '#domain/cases';
import { IntegrationSecretsService, IntegrationSecretType } from '#domain/integration-secrets';
import { DEFAULT_TIME_ZONE, OrganizationEntity } from '#domain/organizations';
import { calendarDateIn, parseInput } from '#domain/shared';
import { PrescriberIdKey, UserEntity } from '#domain/users';
import { organizationPath, STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { doseSpotSsoUrl } from './dose-spot-sso.js';
import { type PrescriptionContent, renderPrescriptionPdf } from './prescription-pdf.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA } = Role;

export const PrescriptionRules = {
  /** Who decides a case prints its prescription ("Case workers and TPA: ... decide"). */
  generate: {
    roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA],
    message: 'Only a case worker can print the prescription of this case',
  },
  /** "Tpamedical: ... provider login requests"; case workers who prescribe too. */
  portalLogIn: {
    roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER],
    tpaSubRoles: [TpaSubRole.TPAMEDICAL],
    message: 'Not authorized to sign in to the prescribing portal',
  },
} satisfies Record<string, AccessRule>;

/** The prescribing services providerPortalLogInRequest signs in to. */
export const PRESCRIBING_PROVIDERS: readonly IntegrationSecretType[] = [IntegrationSecretType.DOSE_SPOT];

const portalInputSchema = z
  .object({
    /** The DoseSpot patient to open; left out, the portal opens the prescriber's refills and errors. */
    patientId: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, 'must be a DoseSpot patient id (digits only)')
      .nullish(),
  })
  .strict();
export type ProviderPortalInput = z.input<typeof portalInputSchema>;

const NO_MEDICATION = 'This case has no decision with a medication to prescribe';

const addressOf = (user: UserEntity) =>
  [user.address, user.city, [user.state, user.postalCode].filter(Boolean).join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ') || null;

const prescriberName = (user: UserEntity) =>
  [user.title, user.fullName, user.titleSuffix]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * Prescriptions of partner cases: the printable prescription of a decision's medication (with the
 * organization's prescription logo), and the sign-on to the DoseSpot prescribing portal.
 */
@Injectable()
export class PrescriptionsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(IntegrationSecretsService) private readonly secrets: IntegrationSecretsService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * generatePrescription: the PDF of the decision's medication (the newest decision naming one when no
   * decision is given), stored beside the organization's files and returned as a short-lived address. The
   * prescriber is who recorded the decision, and must have an NPI on record.
   */
  async generate(principal: Principal, caseId: string, caseDecisionId?: string | null): Promise<string> {
    const caseRecord = await this.cases.findVisible(principal, caseId);
    principal.inOrganization(caseRecord.organizationId).assertSatisfies(restricted(PrescriptionRules.generate));
    const manager = this.dataSource.manager;
    const decision = await this.decisionFor(caseRecord.id, caseRecord.organizationId, caseDecisionId);
    const [organization, patient, prescriber] = await Promise.all([
      manager.findOneByOrFail(OrganizationEntity, { id: caseRecord.organizationId }),
      caseRecord.submitterId ? manager.findOneBy(UserEntity, { id: caseRecord.submitterId }) : null,
      decision.addedById ? manager.findOneBy(UserEntity, { id: decision.addedById }) : null,
    ]);
    if (!patient) throw illegalState('This case has no patient to prescribe for');
    if (!prescriber?.npi) throw illegalState('The prescriber who recorded this decision has no NPI on record');
    const logoPath = organizationPath(organization.id, 'prescription-logo.png');
    const content: PrescriptionContent = {
      organizationName: organization.name,
      logoPng: (await this.storage.getObject(logoPath))?.bytes ?? null,
      caseShortId: caseRecord.shortId,
      issuedOn: calendarDateIn(organization.settings.timeZone ?? DEFAULT_TIME_ZONE, new Date()),
      patient: { name: patient.fullName || patient.email, dob: patient.dob, address: addressOf(patient) },
      prescriber: { name: prescriberName(prescriber), npi: prescriber.npi, dea: prescriber.dea },
      medication: {
        medicine: decision.medicine!,
        medicineExternalId: decision.medicineExternalId,
        dosage: decision.dosage,
        dosingFrequency: decision.dosingFrequency,
        treatmentPeriod: decision.treatmentPeriod,
        refillCount: decision.refillCount,
        isRefill: decision.isRefill,
        isPriorAuthRequested: decision.isPriorAuthRequested,
        pharmacyInstructions: decision.pharmacyInstructions,
      },
    };
    // One file per decision: printing again replaces it (a fixed name under the organization's folder).
    const path = `organizations/${organization.id}/prescription-${decision.id}.pdf`;
    await this.storage.putObject(path, await renderPrescriptionPdf(content), 'application/pdf');
    return this.storage.signedDownloadUrl(path, {
      fileName: `prescription-${caseRecord.shortId}.pdf`,
      expiresInSeconds: this.config.SIGNED_URL_TTL_SECONDS,
    });
  }

  /**
   * providerPortalLogInRequest: the caller's single sign-on address of the prescribing portal, signed with
   * the case organization's DOSE_SPOT key. The caller must be a prescriber there (their DoseSpot user and
   * clinic ids on record); the key itself never leaves the server.
   */
  async portalLogIn(
    principal: Principal,
    providerName: string,
    caseId: string,
    input: ProviderPortalInput | null | undefined,
  ): Promise<string> {
    if (!PRESCRIBING_PROVIDERS.includes(providerName as IntegrationSecretType)) {
      throw badInput(`providerName: must be one of ${PRESCRIBING_PROVIDERS.join(', ')}`, 'providerName');
    }
    const data = parseInput(portalInputSchema, input ?? {});
    const caseRecord = await this.cases.findVisible(principal, caseId);
    principal.inOrganization(caseRecord.organizationId).assertSatisfies(restricted(PrescriptionRules.portalLogIn));
    const caller = await this.dataSource.manager.findOneByOrFail(UserEntity, { id: principal.userId });
    const userId = caller.prescriberIds[PrescriberIdKey.DOSE_SPOT];
    const clinicId = caller.prescriberIds[PrescriberIdKey.DOSE_SPOT_CLINIC];
    if (!userId || !clinicId) {
      throw illegalState('Add your DoseSpot user id and clinic id to your provider details first');
    }
    const clinicKey = await this.secrets.secretOf(caseRecord.organizationId, IntegrationSecretType.DOSE_SPOT);
    if (!clinicKey) throw illegalState('This organization has no DoseSpot key; an administrator adds it in settings');
    return doseSpotSsoUrl({
      baseUrl: this.config.DOSE_SPOT_SSO_URL,
      clinicId,
      clinicKey,
      userId,
      patientId: data.patientId ?? null,
    });
  }

  private async decisionFor(caseId: string, organizationId: string, caseDecisionId: string | null | undefined) {
    const repository = this.dataSource.getRepository(CaseDecisionEntity);
    if (caseDecisionId !== null && caseDecisionId !== undefined) {
      if (!isUuid(caseDecisionId)) throw notFound();
      const decision = await repository.findOneBy({ id: caseDecisionId, caseId, organizationId });
      if (!decision) throw notFound();
      if (!decision.medicine) throw illegalState('This decision names no medication');
      return decision;
    }
    const newest = await repository
      .createQueryBuilder('d')
      .where('d.organization_id = :organizationId AND d.case_id = :caseId AND d.medicine IS NOT NULL', {
        organizationId,
        caseId,
      })
      .orderBy('d.created_at', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .getOne();
    if (!newest) throw illegalState(NO_MEDICATION);
    return newest;
  }
}
