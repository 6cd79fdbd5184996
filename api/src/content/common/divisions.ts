/** The three divisions and the 22 product groups: one table, shared with the dashboard and the division pages. */
export {
  DIVISIONS,
  type Division,
  GROUP_NAMES,
  PRODUCT_GROUPS,
  type ProductGroup,
  productGroup,
  productPath,
} from '@aurinko/contract/catalogue';
