import { Module } from '@nestjs/common';
import { OrganizationProductsService } from './organization-products.service.js';
import { PharmacyConnectionsService } from './pharmacy-connections.service.js';
import { ProductBundlesService } from './product-bundles.service.js';
import { ProductsService } from './products.service.js';

const services = [ProductsService, OrganizationProductsService, ProductBundlesService, PharmacyConnectionsService];

/** The catalogue: global products, organization products, bundles, categories, dosages and pharmacies. */
@Module({ providers: services, exports: services })
export class CatalogModule {}
