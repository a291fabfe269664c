import { Module } from '@nestjs/common';
import { CaseCategoriesService } from './case-categories.service.js';

/** Case categories: the catalogue and each organization's choice from it. */
@Module({ providers: [CaseCategoriesService], exports: [CaseCategoriesService] })
export class CaseCategoriesModule {}
