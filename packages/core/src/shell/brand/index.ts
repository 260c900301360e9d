// Brand configuration: what a white label changes without forking a constant.

export {
  type BrandModule,
  type BrandOptions,
  type BrandProvider,
  type BrandText,
  createBrand,
  DEFAULT_BRAND,
} from './brand';
export { pageTitle } from './page-title';
