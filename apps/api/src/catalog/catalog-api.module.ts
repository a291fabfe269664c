import { Module } from '@nestjs/common';
import { CatalogModule } from '#domain/catalog';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { OrganizationProductsResolver } from './organization-products.resolver.js';
import { PharmacyConnectionsResolver } from './pharmacy-connections.resolver.js';
import { ProductBundlesResolver } from './product-bundles.resolver.js';
import { ProductsResolver } from './products.resolver.js';

/** The catalogue over GraphQL: products, organization products, bundles, categories, dosages and pharmacies. */
@Module({
  imports: [CatalogModule, AuthModule, RateLimitModule],
  providers: [ProductsResolver, OrganizationProductsResolver, ProductBundlesResolver, PharmacyConnectionsResolver],
})
export class CatalogApiModule {}
