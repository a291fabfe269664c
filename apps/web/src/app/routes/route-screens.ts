import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppRouteId } from './route-table';

export type ScreenComponent = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * Which screen each built route renders, lazily loaded: the mounting of the route table's routes.
 * Kept apart from the route data (route-table.ts) so that screens can import paths and titles without
 * importing, through this module, every other screen. A route left out here is not mounted yet; the
 * public authentication screens come from the router's `pages` argument instead.
 */
export const ROUTE_SCREENS: Readonly<Partial<Record<AppRouteId, ScreenComponent>>> = {
  allCases: lazy(() => import('../../features/cases/AllCasesPage')),
  myTasks: lazy(() => import('../../features/cases/MyTasksPage')),
  welcome: lazy(() => import('../../features/welcome/WelcomePage').then((module) => ({ default: module.WelcomePage }))),
  newRequest: lazy(() => import('../../features/request/FormRunnerPage')),
  newRequestByLink: lazy(() => import('../../features/request/FormRunnerPage')),
  myRequests: lazy(() => import('../../features/request/MyRequestsPage')),
  cases: lazy(() => import('../../features/cases/CasesListPage')),
  caseDetail: lazy(() => import('../../features/case-detail/CaseDetailPage')),
  requestDetail: lazy(() => import('../../features/case-detail/CaseDetailPage')),
  forms: lazy(() => import('../../features/forms/FormsListPage')),
  formEditor: lazy(() => import('../../features/forms/FormEditorPage')),
  formBuilder: lazy(() => import('../../features/forms/FormEditorPage')),
  attachment: lazy(() => import('../../features/case-detail/attachments/AttachmentPage')),
  anonymousForm: lazy(() => import('../../features/anonymous-form/AnonymousFormPage')),
  partnerLanding: lazy(() => import('../../features/partner-landing/PartnerLandingPage')),
  paymentSetup: lazy(() => import('../../features/payment-setup/PaymentSetupPage')),
  shortLink: lazy(() => import('../../features/request/ShortLinkRedirect')),
  communication: lazy(() => import('../../features/communication/CommunicationPage')),
  chat: lazy(() => import('../../features/chat/ChatPage')),
  documentsAdmin: lazy(() => import('../../features/documents/DocumentsAdminPage')),
  documents: lazy(() => import('../../features/documents/DocumentsPage')),
  organizationSettings: lazy(() => import('../../features/organization-settings/OrganizationSettingsPage')),
  calendar: lazy(() => import('../../features/calendar/CalendarPage')),
  cvSettings: lazy(() => import('../../features/cv-settings/CvSettingsPage')),
  ownerDashboard: lazy(() => import('../../features/dashboards/OwnerDashboardPage')),
  organizationsDashboard: lazy(() => import('../../features/dashboards/OrganizationsDashboardPage')),
  organizationsReports: lazy(() => import('../../features/reports/OrganizationsReportsPage')),
  reports: lazy(() => import('../../features/reports/ReportsPage')),
  employees: lazy(() => import('../../features/people/EmployeesPage')),
  admins: lazy(() => import('../../features/people/AdminsPage')),
  tpaRoles: lazy(() => import('../../features/people/TpaRolesPage')),
  userProfile: lazy(() => import('../../features/people/UserProfilePage')),
  products: lazy(() => import('../../features/products/ProductsPage')),
  product: lazy(() => import('../../features/products/ProductPage')),
  promoCodes: lazy(() => import('../../features/promo-codes/PromoCodesPage')),
  casesImport: lazy(() => import('../../features/cases-import/CasesImportPage')),
};
