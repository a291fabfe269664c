import { createCanvas } from '@napi-rs/canvas';
import { readPdf } from '#test/pdf-pages';
import { LOGO_BOX, type PrescriptionContent, prescriptionSections, renderPrescriptionPdf } from './prescription-pdf.js';

/** A solid red PNG as wide as the logo box allows, so it fills the box. */
function redLogo(): Buffer {
  const canvas = createCanvas(160, 60);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, 160, 60);
  return canvas.toBuffer('image/png');
}

const content = (overrides: Partial<PrescriptionContent> = {}): PrescriptionContent => ({
  organizationName: 'Slim Health',
  logoPng: null,
  caseShortId: 'C-1042',
  issuedOn: '2026-11-29',
  patient: { name: 'Pat Example', dob: '1980-04-02', address: '1 Main St, Austin, TX 78701' },
  prescriber: { name: 'Dr. Ada Quill', npi: '1234567893', dea: 'AQ1234563' },
  medication: {
    medicine: 'Semaglutide',
    medicineExternalId: 'SEMA-025',
    dosage: '0.25 mg',
    dosingFrequency: 'Once weekly',
    treatmentPeriod: '4 weeks',
    refillCount: 2,
    isRefill: false,
    isPriorAuthRequested: true,
    pharmacyInstructions: 'Keep refrigerated',
  },
  ...overrides,
});

describe('prescription layout', () => {
  it('lists patient, medication and prescriber, leaving out what is empty', () => {
    const sections = prescriptionSections(
      content({
        patient: { name: 'Pat Example', dob: null, address: '  ' },
        prescriber: { name: 'Dr. Q', npi: '1', dea: null },
      }),
    );
    expect(sections.map((section) => section.heading)).toEqual(['Patient', 'Medication', 'Prescriber']);
    expect(sections[0].rows).toEqual([['Name', 'Pat Example']]);
    expect(sections[1].rows).toContainEqual(['Refills', '2']);
    expect(sections[1].rows).toContainEqual(['Prior authorization requested', 'Yes']);
    expect(sections[1].rows).toContainEqual(['Refill of an earlier prescription', 'No']);
    expect(sections[2].rows).toEqual([
      ['Name', 'Dr. Q'],
      ['NPI', '1'],
    ]);
  });

  it('prints a page a reader shows with the patient, the medication, the prescriber NPI and the logo', async () => {
    const [page, ...more] = await readPdf(await renderPrescriptionPdf(content({ logoPng: redLogo() })));
    expect(more).toHaveLength(0);
    for (const expected of [
      'Prescription',
      'Case C-1042',
      'Pat Example',
      'Semaglutide',
      'Dosage: 0.25 mg',
      'Once weekly',
      'Refills: 2',
      'Keep refrigerated',
      'NPI: 1234567893',
      'DEA: AQ1234563',
    ]) {
      expect(page.text).toContain(expected);
    }
    expect(page.images).toBe(1);
    // The logo is drawn in its box: red there, white outside it.
    expect(page.pixelAt(LOGO_BOX.x + 20, LOGO_BOX.y + 20)).toEqual([255, 0, 0, 255]);
    expect(page.pixelAt(LOGO_BOX.x + LOGO_BOX.width + 40, LOGO_BOX.y + 20).slice(0, 3)).toEqual([255, 255, 255]);
  });

  it('heads the page with the organization name when there is no logo', async () => {
    const [page] = await readPdf(await renderPrescriptionPdf(content()));
    expect(page.images).toBe(0);
    expect(page.text).toContain('Slim Health');
    expect(page.pixelAt(LOGO_BOX.x + 20, LOGO_BOX.y + 20)).not.toEqual([255, 0, 0, 255]);
  });
});
