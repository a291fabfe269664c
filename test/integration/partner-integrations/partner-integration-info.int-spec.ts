import { randomUUID } from 'node:crypto';
import { Role, TpaSubRole } from '#access';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (fill: number) => Buffer.concat([SIGNATURE, Buffer.alloc(64, fill)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

const BRAND = '{ organizationBrandInfo { id isPartner partnerIntegrationInfoId } }';
const UPDATE = `mutation($input: UpdatePartnerIntegrationInfoInput!) {
  updateOrganizationPartnerIntegrationInfo(input: $input) { success partnerIntegrationInfo {
    id organizationId linkName monthlyCost tagline webhookUrl primaryColor faqGradientColor selfSignUpProfileFields
    links { homeLink termsLink } flags { allowSelfSignup isWebhookEnabled } texts { medicationTitle journeyItem1 paymentLabel }
    images { logoUrl landingUrl landingBottomUrl journeyImage1Url journeyImage2Url journeyImage3Url } } } }`;
const INFO = `query($id: ID!) { organizationPartnerIntegrationInfo(integrationInfoId: $id) {
  id tagline webhookUrl faq { question index } } }`;
const FAQ = `mutation($input: UpdatePartnerIntegrationFaqInput!) {
  updatePartnerIntegrationFAQ(input: $input) { success faq { id question answer index } } }`;
const TESTIMONIALS = `mutation($input: UpdateOrganizationTestimonialsInput!) {
  updateOrganizationTestimonials(input: $input) { success testimonials { id rating customerName title content isVerified index createdAt } } }`;
const EDITOR_TESTIMONIALS = `query($id: ID!) { getPartnerIntegrationTestimonials(partnerIntegrationId: $id) { id customerName } }`;

/** Every public field, so the key set of the answer is exactly what the schema lets anyone read. */
const PUBLIC_INFO = `query($linkName: String!) { organizationPartnerIntegrationPublicInfo(linkName: $linkName) {
  __typename linkName organizationName monthlyCost tagline videoLink contactEmail contactPhone
  links { __typename homeLink membersAreaLink orderStatusLink instructionsLink supportLink affiliateLink termsLink privacyLink
    fulfillmentLink medicalConsentLink californiaResidentsLink billOfRightsLink consentFormLink }
  flags { __typename allowSelfSignup enableSelfSignupPayment referralCodeEnabled showCarouselPrices showTestimonials showLogos
    hideSeeIfQualifyBtn useModalForSignup showGDPRLogo enableLegitScriptLogo addHomeLinkToHeader showProductCategoriesInLandingPage }
  selfSignUpProfileFields selfSignUpSmsNotificationsRequired paymentProvider paymentPublishableKey
  texts { medicationTitle journeyItem1 journeyItem2 journeyItem3 paymentLabel }
  primaryColor faqGradientColor defaultProductBundleId faq { id question answer index }
  images { logoUrl landingUrl landingBottomUrl journeyImage1Url journeyImage2Url journeyImage3Url } } }`;
const METADATA = `query($linkName: String!) { publicOrganizationPartnerMetadata(linkName: $linkName) {
  name title description faviconUrl primaryColor faqGradientColor } }`;
const PUBLIC_TESTIMONIALS = `query($linkName: String!) { organizationPublicTestimonials(linkName: $linkName) {
  id rating customerName title content createdAt isVerified index } }`;
const TAG_IDS = `query($linkName: String!) { organizationAnalyticsTagIdsForPublicPages(linkName: $linkName) }`;
const UPLOAD_URL = `mutation($fileName: String!) {
  createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: "image/png") { url path headers { name value } } }`;
const LANDING_IMAGE = `mutation($organizationId: ID!, $filePath: String!, $image: LandingPageImage!) {
  uploadCompanyLandingPageImage(organizationId: $organizationId, filePath: $filePath, image: $image) { success message url } }`;
const PARTNER_IMAGE = `mutation($organizationId: ID!, $filePath: String!, $image: PartnerIntegrationImage!) {
  uploadCompanyPartnerIntegrationImage(organizationId: $organizationId, filePath: $filePath, image: $image) { success message url } }`;

type Errors = { message: string; extensions?: { code?: string; field?: string } }[] | undefined;
const codeOf = (errors: Errors) => errors?.[0]?.extensions?.code;

describe('partner integration info', () => {
  let api: TestApi;
  let storage: StorageDriver;
  let partner: ScratchOrganization;
  let plain: ScratchOrganization;
  let linkName: string;
  let infoId: string;

  beforeAll(async () => {
    // Public operations are rate-limited per address; every request here comes from the same one.
    api = await startTestApi({ RATE_LIMIT_PUBLIC_PER_MINUTE: '10000' });
    storage = api.app.get<StorageDriver>(STORAGE_DRIVER);
    partner = await createScratchOrganization({
      admin: Role.ADMIN,
      support: TpaSubRole.TPASUPPORT,
      legal: TpaSubRole.TPALEGAL,
      manager: Role.CASEMANAGER,
      worker: Role.CASEWORKER,
      employee: Role.USER,
    });
    plain = await createScratchOrganization({ admin: Role.ADMIN });
    linkName = `partner-${randomUUID().slice(0, 8)}`;
    await partner.query(`UPDATE organization SET is_partner = true, link_name = $2 WHERE id = $1`, [
      partner.id,
      linkName,
    ]);
    await plain.query(`UPDATE organization SET link_name = $2, settings = $3 WHERE id = $1`, [
      plain.id,
      `plain-${randomUUID().slice(0, 8)}`,
      { general: { analyticsTagIds: ['G-PLAIN1234'] } },
    ]);
    await partner.query(`UPDATE organization SET settings = $2 WHERE id = $1`, [
      partner.id,
      { general: { analyticsTagIds: ['G-ABCD1234', 'GTM-XYZ9876'] } },
    ]);
  });
  afterAll(async () => {
    await partner.close();
    await plain.close();
    await api.close();
  });

  const update = (token: string, input: Record<string, unknown>) =>
    api.graphql<{
      updateOrganizationPartnerIntegrationInfo: { partnerIntegrationInfo: Record<string, unknown> & { id: string } };
    }>(UPDATE, { input: { organizationId: partner.id, ...input } }, { token });
  const stored = async () =>
    (
      await partner.query<Record<string, unknown>>(
        `SELECT * FROM partner_integration_info WHERE organization_id = $1`,
        [partner.id],
      )
    )[0];

  it('the admin creates the info with the defaults on first save; the brand info then names it', async () => {
    const result = await update(partner.users.admin.token, { tagline: 'Care that fits your life' });
    const info = result.data!.updateOrganizationPartnerIntegrationInfo.partnerIntegrationInfo;
    infoId = info.id;
    expect(info).toMatchObject({
      organizationId: partner.id,
      linkName,
      tagline: 'Care that fits your life',
      primaryColor: '#71d1ac',
      faqGradientColor: '#4e7da0',
      monthlyCost: null,
      texts: {
        medicationTitle: 'Lose weight with GLP-1 medications',
        journeyItem1: 'Complete intake questionnaire',
        paymentLabel: 'You Pay',
      },
      images: {
        logoUrl: '',
        landingUrl: '',
        landingBottomUrl: '',
        journeyImage1Url: '',
        journeyImage2Url: '',
        journeyImage3Url: '',
      },
    });
    const brand = await api.graphql<{ organizationBrandInfo: { partnerIntegrationInfoId: string } }>(
      BRAND,
      {},
      {
        token: partner.users.admin.token,
      },
    );
    expect(brand.data?.organizationBrandInfo.partnerIntegrationInfoId).toBe(infoId);
  });

  it('TPA Support in the organization and the CV Admin edit it too; a field left out keeps its value', async () => {
    const bySupport = await update(partner.users.support.token, {
      primaryColor: '#112233',
      links: { homeLink: 'https://partner.example/home' },
      flags: { allowSelfSignup: true, isWebhookEnabled: true },
      webhookUrl: 'https://hooks.example/secret-path',
    });
    expect(bySupport.errors).toBeUndefined();
    const byCvadmin = await update(await tokenFor('cvadmin'), {
      monthlyCost: 149.5,
      selfSignUpProfileFields: ['phoneNumber', 'dob'],
    });
    expect(byCvadmin.data?.updateOrganizationPartnerIntegrationInfo.partnerIntegrationInfo).toMatchObject({
      tagline: 'Care that fits your life',
      primaryColor: '#112233',
      monthlyCost: 149.5,
      selfSignUpProfileFields: ['phoneNumber', 'dob'],
      links: { homeLink: 'https://partner.example/home', termsLink: '' },
      flags: { allowSelfSignup: true, isWebhookEnabled: true },
    });
  });

  it.each(['manager', 'worker', 'employee', 'legal'])('refuses the %s (FORBIDDEN) and writes nothing', async (who) => {
    const before = await stored();
    const result = await update(partner.users[who].token, { tagline: 'Changed' });
    expect(codeOf(result.errors)).toBe('FORBIDDEN');
    const read = await api.graphql(INFO, { id: infoId }, { token: partner.users[who].token });
    expect(codeOf(read.errors)).toBe('FORBIDDEN');
    expect(await stored()).toEqual(before);
  });

  it("another organization's admin finds nothing (NOT_FOUND), by id or by organization", async () => {
    const read = await api.graphql(INFO, { id: infoId }, { token: plain.users.admin.token });
    expect(codeOf(read.errors)).toBe('NOT_FOUND');
    const write = await update(plain.users.admin.token, { tagline: 'Hijacked' });
    expect(codeOf(write.errors)).toBe('NOT_FOUND');
    const testimonials = await api.graphql(EDITOR_TESTIMONIALS, { id: infoId }, { token: plain.users.admin.token });
    expect(codeOf(testimonials.errors)).toBe('NOT_FOUND');
  });

  it('refuses a non-partner organization with BAD_USER_INPUT', async () => {
    const result = await api.graphql(
      UPDATE,
      { input: { organizationId: plain.id, tagline: 'x' } },
      { token: plain.users.admin.token },
    );
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'organizationId' } });
  });

  it.each([
    ['a javascript: link', { links: { termsLink: 'javascript:alert(1)' } }, 'links.termsLink'],
    ['a non-http webhook', { webhookUrl: 'ftp://example.com/x' }, 'webhookUrl'],
    ['a colour that is not hex', { primaryColor: 'red' }, 'primaryColor'],
    // The api refuses control characters in any argument before the operation runs, naming the argument path.
    ['a control character in a text', { texts: { medicationTitle: 'Bad\u0007title' } }, 'input.texts.medicationTitle'],
    ['an over-long tagline', { tagline: 'x'.repeat(201) }, 'tagline'],
    [
      'a sign-up field named twice',
      { selfSignUpProfileFields: ['phoneNumber', 'phoneNumber'] },
      'selfSignUpProfileFields',
    ],
    ['a negative monthly cost', { monthlyCost: -1 }, 'monthlyCost'],
    ['a bundle id that is no id', { defaultProductBundleId: 'bundle-1' }, 'defaultProductBundleId'],
  ])('refuses %s with BAD_USER_INPUT naming the field, writing nothing', async (_label, input, field) => {
    const before = await stored();
    const result = await update(partner.users.admin.token, input);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await stored()).toEqual(before);
  });

  it('replaces the FAQ in the order given and refuses an id of another list', async () => {
    const first = await api.graphql<{
      updatePartnerIntegrationFAQ: { faq: { id: string; question: string; index: number }[] };
    }>(
      FAQ,
      {
        input: {
          organizationId: partner.id,
          entries: [
            { question: 'Q1', answer: 'A1' },
            { question: 'Q2', answer: 'A2' },
          ],
        },
      },
      { token: partner.users.admin.token },
    );
    const [q1, q2] = first.data!.updatePartnerIntegrationFAQ.faq;
    const reordered = await api.graphql<{
      updatePartnerIntegrationFAQ: { faq: { id: string; question: string; index: number }[] };
    }>(
      FAQ,
      {
        input: {
          organizationId: partner.id,
          entries: [
            { id: q2.id, question: 'Q2', answer: 'A2' },
            { question: 'Q3', answer: 'A3' },
          ],
        },
      },
      { token: partner.users.admin.token },
    );
    const faq = reordered.data!.updatePartnerIntegrationFAQ.faq;
    expect(faq.map((entry) => [entry.question, entry.index])).toEqual([
      ['Q2', 0],
      ['Q3', 1],
    ]);
    expect(faq[0].id).toBe(q2.id);
    const foreign = await api.graphql(
      FAQ,
      { input: { organizationId: partner.id, entries: [{ id: q1.id, question: 'Gone', answer: 'x' }] } },
      { token: partner.users.admin.token },
    );
    expect(foreign.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'entries.0.id' } });
    const empty = await api.graphql(
      FAQ,
      { input: { organizationId: partner.id, entries: [{ question: ' ', answer: 'x' }] } },
      { token: partner.users.admin.token },
    );
    expect(empty.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'entries.0.question' } });
    const rows = await partner.query(
      `SELECT question FROM partner_faq_entry WHERE partner_integration_info_id = $1 ORDER BY index`,
      [infoId],
    );
    expect(rows).toEqual([{ question: 'Q2' }, { question: 'Q3' }]);
    const denied = await api.graphql(
      FAQ,
      { input: { organizationId: partner.id, entries: [] } },
      { token: partner.users.manager.token },
    );
    expect(codeOf(denied.errors)).toBe('FORBIDDEN');
  });

  it('replaces the testimonials; a rating outside 1 to 5 is refused with nothing written', async () => {
    const saved = await api.graphql<{
      updateOrganizationTestimonials: { testimonials: { customerName: string; rating: number }[] };
    }>(
      TESTIMONIALS,
      {
        input: {
          organizationId: partner.id,
          testimonials: [
            {
              rating: 5,
              customerName: 'Dana R.',
              title: 'Life-changing',
              content: 'Down 20 pounds.',
              isVerified: true,
            },
            { rating: 4, customerName: 'Sam K.', content: 'Easy to start.' },
          ],
        },
      },
      { token: partner.users.admin.token },
    );
    expect(saved.data?.updateOrganizationTestimonials.testimonials).toMatchObject([
      { customerName: 'Dana R.', rating: 5, title: 'Life-changing', isVerified: true, index: 0 },
      { customerName: 'Sam K.', rating: 4, title: '', isVerified: false, index: 1 },
    ]);
    for (const rating of [0, 6]) {
      const result = await api.graphql(
        TESTIMONIALS,
        { input: { organizationId: partner.id, testimonials: [{ rating, customerName: 'X', content: 'Y' }] } },
        { token: partner.users.admin.token },
      );
      expect(result.errors?.[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', field: 'testimonials.0.rating' },
      });
    }
    const editor = await api.graphql<{ getPartnerIntegrationTestimonials: { customerName: string }[] }>(
      EDITOR_TESTIMONIALS,
      { id: infoId },
      { token: partner.users.support.token },
    );
    expect(editor.data?.getPartnerIntegrationTestimonials.map((t) => t.customerName)).toEqual(['Dana R.', 'Sam K.']);
  });

  describe('public operations (no sign-in)', () => {
    it('give exactly the public fields: no webhook, no promo or form ids, no server-only flags', async () => {
      const result = await api.graphql<{ organizationPartnerIntegrationPublicInfo: Record<string, unknown> }>(
        PUBLIC_INFO,
        { linkName },
      );
      expect(result.errors).toBeUndefined();
      const info = result.data!.organizationPartnerIntegrationPublicInfo;
      expect(Object.keys(info).sort()).toEqual(
        [
          '__typename',
          'linkName',
          'organizationName',
          'monthlyCost',
          'tagline',
          'videoLink',
          'contactEmail',
          'contactPhone',
          'links',
          'flags',
          'selfSignUpProfileFields',
          'selfSignUpSmsNotificationsRequired',
          'paymentProvider',
          'paymentPublishableKey',
          'texts',
          'primaryColor',
          'faqGradientColor',
          'defaultProductBundleId',
          'faq',
          'images',
        ].sort(),
      );
      expect(info).toMatchObject({
        linkName,
        tagline: 'Care that fits your life',
        primaryColor: '#112233',
        monthlyCost: 149.5,
      });
      expect(JSON.stringify(info)).not.toContain('hooks.example');
      expect(Object.keys(info.flags as object)).not.toContain('isWebhookEnabled');
      expect((info.faq as { question: string }[]).map((entry) => entry.question)).toEqual(['Q2', 'Q3']);
    });

    it('the schema itself has no private field on the public types', async () => {
      type Type = { __type: { fields: { name: string }[] } };
      const fields = async (name: string) =>
        (await api.graphql<Type>(`{ __type(name: "${name}") { fields { name } } }`)).data?.__type.fields.map(
          (f) => f.name,
        ) ?? [];
      const publicInfo = await fields('PartnerIntegrationPublicInfo');
      for (const secret of [
        'webhookUrl',
        'masterUserPromoCodeId',
        'formVersionId',
        'organizationId',
        'id',
        'favicon',
      ]) {
        expect(publicInfo).not.toContain(secret);
      }
      expect(await fields('PublicPartnerFlags')).not.toEqual(expect.arrayContaining(['isWebhookEnabled']));
    });

    it('metadata for the page head, testimonials and analytics tag ids', async () => {
      const metadata = await api.graphql<{ publicOrganizationPartnerMetadata: Record<string, string> }>(METADATA, {
        linkName,
      });
      expect(metadata.data?.publicOrganizationPartnerMetadata).toEqual({
        name: expect.stringMatching(/^Scratch /),
        title: expect.stringContaining('Lose weight with GLP-1 medications'),
        description: 'Care that fits your life',
        faviconUrl: '',
        primaryColor: '#112233',
        faqGradientColor: '#4e7da0',
      });
      const testimonials = await api.graphql<{ organizationPublicTestimonials: Record<string, unknown>[] }>(
        PUBLIC_TESTIMONIALS,
        { linkName },
      );
      expect(testimonials.data?.organizationPublicTestimonials.map((t) => Object.keys(t).sort())[0]).toEqual([
        'content',
        'createdAt',
        'customerName',
        'id',
        'index',
        'isVerified',
        'rating',
        'title',
      ]);
      const tags = await api.graphql<{ organizationAnalyticsTagIdsForPublicPages: string[] }>(TAG_IDS, { linkName });
      expect(tags.data?.organizationAnalyticsTagIdsForPublicPages).toEqual(['G-ABCD1234', 'GTM-XYZ9876']);
    });

    it.each([
      ['an unknown linkName', () => 'no-such-partner-here'],
      ["a non-partner organization's linkName", () => '__plain__'],
      ['a malformed linkName', () => '../admin'],
    ])('answer NOT_FOUND for %s', async (_label, name) => {
      const [{ link_name: plainLink }] = await plain.query<{ link_name: string }>(
        `SELECT link_name FROM organization WHERE id = $1`,
        [plain.id],
      );
      const value = name() === '__plain__' ? plainLink : name();
      for (const query of [PUBLIC_INFO, METADATA, PUBLIC_TESTIMONIALS, TAG_IDS]) {
        const result = await api.graphql(query, { linkName: value });
        expect({ query: query.slice(0, 60), code: codeOf(result.errors), data: result.data }).toEqual({
          query: query.slice(0, 60),
          code: 'NOT_FOUND',
          data: null,
        });
      }
    });
  });

  it('rate-limit each public operation per client address, like the other public operations', async () => {
    const limited = await startTestApi({ RATE_LIMIT_PUBLIC_PER_MINUTE: '2', TRUSTED_PROXIES: 'loopback' });
    try {
      // A documentation address of its own, so no other request shares this client's budget.
      const client = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
      for (const query of [PUBLIC_INFO, METADATA, PUBLIC_TESTIMONIALS, TAG_IDS]) {
        const codes: (string | null)[] = [];
        for (let index = 0; index < 3; index++) {
          const response = await fetch(`${limited.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `${client}` },
            body: JSON.stringify({ query, variables: { linkName } }),
          });
          const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
          codes.push(body.errors?.[0].extensions?.code ?? null);
        }
        expect(codes).toEqual([null, null, 'TOO_MANY_REQUESTS']);
      }
    } finally {
      await limited.close();
    }
  });

  describe('partner images', () => {
    async function upload(token: string, bytes: Buffer): Promise<string> {
      type Signed = { createUploadUrl: { url: string; path: string; headers: { name: string; value: string }[] } };
      const answer = await api.graphql<Signed>(UPLOAD_URL, { fileName: 'image.png' }, { token });
      const { url, path, headers } = answer.data!.createUploadUrl;
      const put = await fetch(api.url + new URL(url).pathname + new URL(url).search, {
        method: 'PUT',
        headers: { 'content-type': 'image/png', ...Object.fromEntries(headers.map((h) => [h.name, h.value])) },
        body: bytes,
      });
      expect(put.ok).toBe(true);
      return path;
    }

    it('stores a landing image and a journey image at their layout paths; the others stay empty', async () => {
      const token = partner.users.admin.token;
      const landing = await api.graphql<{
        uploadCompanyLandingPageImage: { success: boolean; message: string; url: string };
      }>(
        LANDING_IMAGE,
        { organizationId: partner.id, filePath: await upload(token, png(1)), image: 'LANDING_BOTTOM' },
        { token },
      );
      expect(landing.data?.uploadCompanyLandingPageImage).toMatchObject({
        success: true,
        message: 'Image uploaded successfully',
      });
      expect((await storage.getObject(`partnerIntegrations/${infoId}/landing-bottom.png`))?.bytes).toEqual(png(1));
      const journey = await api.graphql(
        PARTNER_IMAGE,
        { organizationId: partner.id, filePath: await upload(token, png(2)), image: 'JOURNEY_IMAGE_2' },
        { token },
      );
      expect(journey.errors).toBeUndefined();
      expect((await storage.getObject(`partnerIntegrations/${infoId}/journey-image-2.png`))?.bytes).toEqual(png(2));
      const info = await api.graphql<{ organizationPartnerIntegrationPublicInfo: { images: Record<string, string> } }>(
        PUBLIC_INFO,
        { linkName },
      );
      const images = info.data!.organizationPartnerIntegrationPublicInfo.images;
      expect(images).toMatchObject({ logoUrl: '', landingUrl: '', journeyImage1Url: '', journeyImage3Url: '' });
      expect(images.landingBottomUrl).not.toBe('');
      expect(images.journeyImage2Url).not.toBe('');
    });

    it('refuses a file that is not a PNG, leaving the image as it was', async () => {
      const token = partner.users.admin.token;
      const result = await api.graphql(
        PARTNER_IMAGE,
        { organizationId: partner.id, filePath: await upload(token, JPEG), image: 'LOGO' },
        { token },
      );
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'filePath' } });
      expect(await storage.exists(`partnerIntegrations/${infoId}/logo.png`)).toBe(false);
    });

    it('refuses a case manager (FORBIDDEN) and another organization (NOT_FOUND)', async () => {
      const manager = partner.users.manager.token;
      const denied = await api.graphql(
        PARTNER_IMAGE,
        { organizationId: partner.id, filePath: await upload(manager, png(3)), image: 'LOGO' },
        { token: manager },
      );
      expect(codeOf(denied.errors)).toBe('FORBIDDEN');
      const outsider = plain.users.admin.token;
      const foreign = await api.graphql(
        LANDING_IMAGE,
        { organizationId: partner.id, filePath: await upload(outsider, png(4)), image: 'LANDING' },
        { token: outsider },
      );
      expect(codeOf(foreign.errors)).toBe('NOT_FOUND');
      expect(await storage.exists(`partnerIntegrations/${infoId}/logo.png`)).toBe(false);
      expect(await storage.exists(`partnerIntegrations/${infoId}/landing.png`)).toBe(false);
    });
  });
});
