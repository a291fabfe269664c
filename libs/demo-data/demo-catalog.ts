/** The demo storefront catalogue of Vitality (a partner): fixed ids so tests and screens can name them. */

export const DEMO_PRODUCT_CATEGORIES = [
  { id: '0d000000-0000-4000-8000-000000000001', name: 'GLP-1 medications' },
  { id: '0d000000-0000-4000-8000-000000000002', name: 'Weight loss' },
] as const;

/**
 * The demo pharmacies' Standard Webhooks secret, shared with the stand-in pharmacy that plays them in development
 * and the browser tests (never a real pharmacy's: those get their own secret).
 */
export const DEMO_PHARMACY_SIGNING_SECRET = `whsec_${Buffer.from('demo pharmacy secret, development only').toString('base64')}`;

/** Where the stand-in pharmacy takes a demo pharmacy's orders, under the stand-ins' address. */
export const demoPharmacyEndpoint = (standInsUrl: string, pharmacyId: string) =>
  `${standInsUrl.replace(/\/+$/, '')}/pharmacy/${pharmacyId}/orders`;

export const DEMO_PHARMACIES = [
  {
    id: '0d100000-0000-4000-8000-000000000001',
    name: 'Sunrise Compounding Pharmacy',
    address: '1200 Harbor Blvd, Tampa, FL 33602',
    phone: '+18135550100',
  },
  {
    id: '0d100000-0000-4000-8000-000000000002',
    name: 'Northline Specialty Pharmacy',
    address: '45 Lake Street, Minneapolis, MN 55401',
    phone: '+16125550144',
  },
] as const;

export const DEMO_PRODUCTS = [
  {
    id: '0d200000-0000-4000-8000-000000000001',
    name: 'Semaglutide',
    linkName: 'semaglutide',
    description: 'Once-weekly GLP-1 injection for weight management.',
    categoryIds: [DEMO_PRODUCT_CATEGORIES[0].id, DEMO_PRODUCT_CATEGORIES[1].id],
    variants: [
      {
        name: 'Semaglutide 2.5 mg/mL vial',
        code: 'SEMA-25',
        strength: '2.5 mg/mL',
        form: 'Injection',
        priceCents: 19900,
        packaging: '1 mL vial',
        pharmacy: 0,
      },
      {
        name: 'Semaglutide 5 mg/2 mL vial',
        code: 'SEMA-50',
        strength: '2.5 mg/mL',
        form: 'Injection',
        priceCents: 29900,
        packaging: '2 mL vial',
        pharmacy: 1,
      },
    ],
    dosages: [
      { value: '0.25', unit: 'mg' },
      { value: '0.5', unit: 'mg' },
      { value: '1', unit: 'mg' },
      { value: '1.7', unit: 'mg' },
      { value: '2.4', unit: 'mg' },
    ],
    organizationPriceCents: 24900,
  },
  {
    id: '0d200000-0000-4000-8000-000000000002',
    name: 'Tirzepatide',
    linkName: 'tirzepatide',
    description: 'Once-weekly GIP and GLP-1 injection for weight management.',
    categoryIds: [DEMO_PRODUCT_CATEGORIES[0].id, DEMO_PRODUCT_CATEGORIES[1].id],
    variants: [
      {
        name: 'Tirzepatide 10 mg/mL vial',
        code: 'TIRZ-10',
        strength: '10 mg/mL',
        form: 'Injection',
        priceCents: 34900,
        packaging: '1 mL vial',
        pharmacy: 0,
      },
      {
        name: 'Tirzepatide 20 mg/2 mL vial',
        code: 'TIRZ-20',
        strength: '10 mg/mL',
        form: 'Injection',
        priceCents: 44900,
        packaging: '2 mL vial',
        pharmacy: 1,
      },
    ],
    dosages: [
      { value: '2.5', unit: 'mg' },
      { value: '5', unit: 'mg' },
      { value: '7.5', unit: 'mg' },
      { value: '10', unit: 'mg' },
      { value: '15', unit: 'mg' },
    ],
    organizationPriceCents: 39900,
  },
] as const;

/** Vitality's three bundles, in landing page order; the tirzepatide three-month one is sold out. */
export const DEMO_BUNDLES = [
  {
    id: '0d300000-0000-4000-8000-000000000001',
    name: 'Semaglutide monthly',
    linkName: 'semaglutide-monthly',
    description: 'Semaglutide, clinician visits and shipping, billed monthly.',
    priceCents: 24900,
    priceUnit: 'month',
    initialDiscountCents: 5000,
    oneTimeFeeCents: 0,
    recurringFeeCents: 0,
    tag: 'Most popular',
    isSoldOut: false,
    products: [0],
  },
  {
    id: '0d300000-0000-4000-8000-000000000002',
    name: 'Tirzepatide monthly',
    linkName: 'tirzepatide-monthly',
    description: 'Tirzepatide, clinician visits and shipping, billed monthly.',
    priceCents: 39900,
    priceUnit: 'month',
    initialDiscountCents: 0,
    oneTimeFeeCents: 4900,
    recurringFeeCents: 0,
    tag: null,
    isSoldOut: false,
    products: [1],
  },
  {
    id: '0d300000-0000-4000-8000-000000000003',
    name: 'Tirzepatide three months',
    linkName: 'tirzepatide-three-months',
    description: 'Three months of tirzepatide at a lower monthly price.',
    priceCents: 107700,
    priceUnit: '3 months',
    initialDiscountCents: 0,
    oneTimeFeeCents: 0,
    recurringFeeCents: 1500,
    tag: 'Best value',
    isSoldOut: true,
    products: [1],
  },
] as const;

export const DEMO_SOLD_OUT_TEXTS = {
  soldOutListText: 'Sold out',
  soldOutModalTitle: 'This plan is sold out',
  soldOutModalText: 'Our pharmacies are restocking. Choose the monthly plan, or check back in a few days.',
  soldOutModalButtonText: 'Close',
  soldOutModalButtonColor: '#4e7da0',
  soldOutModalButtonTextColor: '#ffffff',
} as const;
