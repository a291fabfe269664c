import PDFDocument from 'pdfkit';

/** What a prescription shows; every value as it is to be printed (the service formats and checks them). */
export interface PrescriptionContent {
  organizationName: string;
  /** The organization's prescription logo (PNG), or null: the organization name heads the page instead. */
  logoPng: Buffer | null;
  caseShortId: string;
  /** YYYY-MM-DD, in the organization's time zone. */
  issuedOn: string;
  patient: { name: string; dob: string | null; address: string | null };
  prescriber: { name: string; npi: string; dea: string | null };
  medication: {
    medicine: string;
    medicineExternalId: string | null;
    dosage: string | null;
    dosingFrequency: string | null;
    treatmentPeriod: string | null;
    refillCount: number | null;
    isRefill: boolean;
    isPriorAuthRequested: boolean;
    pharmacyInstructions: string | null;
  };
}

export type PrescriptionSection = { heading: string; rows: [label: string, value: string][] };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The label and value rows of each section, in print order; empty values are left out. */
export function prescriptionSections(content: PrescriptionContent): PrescriptionSection[] {
  const present = (rows: [string, string | null][]): [string, string][] =>
    rows.filter((row): row is [string, string] => row[1] !== null && row[1].trim() !== '');
  const { patient, prescriber, medication } = content;
  return [
    {
      heading: 'Patient',
      rows: present([
        ['Name', patient.name],
        ['Date of birth', patient.dob],
        ['Address', patient.address],
      ]),
    },
    {
      heading: 'Medication',
      rows: present([
        ['Medicine', medication.medicine],
        ['Product id', medication.medicineExternalId],
        ['Dosage', medication.dosage],
        ['Dosing frequency', medication.dosingFrequency],
        ['Treatment period', medication.treatmentPeriod],
        ['Refills', medication.refillCount === null ? null : String(medication.refillCount)],
        ['Refill of an earlier prescription', yesNo(medication.isRefill)],
        ['Prior authorization requested', yesNo(medication.isPriorAuthRequested)],
        ['Pharmacy instructions', medication.pharmacyInstructions],
      ]),
    },
    {
      heading: 'Prescriber',
      rows: present([
        ['Name', prescriber.name],
        ['NPI', prescriber.npi],
        ['DEA', prescriber.dea],
      ]),
    },
  ];
}

/** Where the logo goes and how large it may be (points; LETTER is 612 x 792). */
export const LOGO_BOX = { x: 54, y: 54, width: 160, height: 60 } as const;

/** One page: the logo (or the organization's name), the case and date, then patient, medication and prescriber. */
export function renderPrescriptionPdf(content: PrescriptionContent): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `Prescription ${content.caseShortId}` },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  if (content.logoPng) {
    document.image(content.logoPng, LOGO_BOX.x, LOGO_BOX.y, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
    document.y = LOGO_BOX.y + LOGO_BOX.height + 12;
  }
  document
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(content.logoPng ? 'Prescription' : content.organizationName);
  if (!content.logoPng) document.fontSize(14).text('Prescription');
  document.font('Helvetica').fontSize(10).text(`Case ${content.caseShortId} · Issued ${content.issuedOn}`);

  for (const section of prescriptionSections(content)) {
    document.moveDown().font('Helvetica-Bold').fontSize(13).text(section.heading).moveDown(0.3);
    for (const [label, value] of section.rows) {
      document.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
      document.font('Helvetica').text(value);
    }
  }
  document.moveDown(2).font('Helvetica').fontSize(10).text('Signature: ______________________________');
  document.end();
  return done;
}
