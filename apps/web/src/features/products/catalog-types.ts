/** The catalog as the screens read it (spec 000 §3 Product, Product bundle); amounts are integer cents. */
export interface ProductCategory {
  id: string;
  name: string;
}

export interface ProductVariant {
  id: string;
  name: string;
  code: string | null;
  strength: string | null;
  form: string | null;
  price: number | null;
  packaging: string | null;
  provider: string | null;
}

export interface Product {
  id: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  isVisible: boolean;
  linkName: string | null;
  categories: ProductCategory[];
  variants: ProductVariant[];
}

export interface OrganizationProduct {
  id: string;
  price: number | null;
  priceUnit: string | null;
  isFormulary: boolean;
  isDefault: boolean | null;
  product: { id: string; name: string };
}

export interface ProductBundle {
  id: string;
  name: string;
  description: string | null;
  price: number | null;
  priceUnit: string | null;
  initialDiscount: number | null;
  oneTimeFee: number | null;
  recurringFee: number | null;
  isVisible: boolean;
  isSoldOut: boolean;
  soldOutListText: string | null;
  soldOutModalTitle: string | null;
  soldOutModalText: string | null;
  soldOutModalButtonText: string | null;
  soldOutModalButtonColor: string | null;
  soldOutModalButtonTextColor: string | null;
  followUpFormPeriodDays: number | null;
  formVersionId: string | null;
  followUpFormVersionId: string | null;
  products: Array<{ id: string; name: string }>;
}

export interface Pharmacy {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
}

export interface ProductDosage {
  id: string;
  value: string;
  unit: string;
}

/** What every catalog change answers. */
export interface CatalogPayload {
  success: boolean;
  message: string | null;
}
