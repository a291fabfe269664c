// The partner landing page is measured on a storefront of its own in the bench database: Vitality's demo
// settings, FAQ, testimonials and bundles under another organization and linkName, inserted with SQL once.
import { DEMO_BUNDLES } from '../../libs/demo-data/demo-catalog.js';
import { VITALITY_FAQ, VITALITY_PARTNER_INFO, VITALITY_TESTIMONIALS } from '../../libs/demo-data/demo-partner-info.js';
import { benchPool } from '../support/bench-database.js';
import { stableId } from './web-fixtures.js';

export const BENCH_PARTNER_LINK_NAME = 'bench-partner';

export interface PartnerFixture {
  organizationId: string;
  linkName: string;
  /** The landing page's first heading. */
  heading: string;
}

/** Creates the partner organization and its storefront when missing. */
export async function ensurePartnerFixture(): Promise<PartnerFixture> {
  const organizationId = stableId('partner-organization');
  const pool = benchPool(2);
  const client = await pool.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM organization WHERE id = $1', [organizationId]);
    if (rowCount === 0) {
      await client.query('BEGIN');
      await insertPartner(client, organizationId);
      await client.query('COMMIT');
    }
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
    await pool.end();
  }
  return { organizationId, linkName: BENCH_PARTNER_LINK_NAME, heading: VITALITY_PARTNER_INFO.texts.medicationTitle };
}

type Client = { query: (sql: string, values?: unknown[]) => Promise<unknown> };

async function insertPartner(client: Client, organizationId: string): Promise<void> {
  const infoId = stableId('partner-info');
  const info = VITALITY_PARTNER_INFO;
  await client.query(
    `INSERT INTO organization (id, name, is_partner, link_name) VALUES ($1, 'Bench Partner', true, $2)`,
    [organizationId, BENCH_PARTNER_LINK_NAME],
  );
  await client.query(
    `INSERT INTO partner_integration_info
       (id, organization_id, link_name, tagline, links, flags, self_sign_up_profile_fields,
        self_sign_up_sms_notifications_required, texts, primary_color, faq_gradient_color)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      infoId,
      organizationId,
      BENCH_PARTNER_LINK_NAME,
      info.tagline,
      JSON.stringify(info.links),
      JSON.stringify(info.flags),
      JSON.stringify(info.selfSignUpProfileFields),
      info.selfSignUpSmsNotificationsRequired,
      JSON.stringify(info.texts),
      info.primaryColor,
      info.faqGradientColor,
    ],
  );
  await client.query('UPDATE organization SET partner_integration_info_id = $1 WHERE id = $2', [
    infoId,
    organizationId,
  ]);
  for (const [index, entry] of VITALITY_FAQ.entries()) {
    await client.query(
      'INSERT INTO partner_faq_entry (partner_integration_info_id, question, answer, index) VALUES ($1, $2, $3, $4)',
      [infoId, entry.question, entry.answer, index],
    );
  }
  for (const [index, entry] of VITALITY_TESTIMONIALS.entries()) {
    await client.query(
      `INSERT INTO partner_testimonial (partner_integration_info_id, rating, customer_name, title, content, is_verified, index)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [infoId, entry.rating, entry.customerName, entry.title, entry.content, entry.isVerified, index],
    );
  }
  for (const [position, bundle] of DEMO_BUNDLES.entries()) {
    await client.query(
      `INSERT INTO product_bundle (organization_id, name, description, price_cents, price_unit, initial_discount_cents,
         one_time_fee_cents, recurring_fee_cents, link_name, tag, is_sold_out, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        organizationId,
        bundle.name,
        bundle.description,
        bundle.priceCents,
        bundle.priceUnit,
        bundle.initialDiscountCents,
        bundle.oneTimeFeeCents,
        bundle.recurringFeeCents,
        bundle.linkName,
        bundle.tag,
        bundle.isSoldOut,
        position,
      ],
    );
  }
}
