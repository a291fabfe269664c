export { CaseCategoryEntity } from './case-category.entity.js';
export { OrganizationCaseCategoryEntity } from './organization-case-category.entity.js';
export { CaseCategoryMessages, CaseCategoryRules } from './case-category-rules.js';
export {
  type AddCaseCategoryInput,
  linkNameFor,
  MAX_CASE_CATEGORY_LINK_NAME_LENGTH,
  MAX_CASE_CATEGORY_NAME_LENGTH,
  MAX_ORGANIZATION_CASE_CATEGORIES,
  type UpdateOrganizationCategoriesInput,
} from './case-category-input.js';
export { CaseCategoriesService, caseCategoriesUsableIn } from './case-categories.service.js';
export { CaseCategoriesModule } from './case-categories.module.js';
