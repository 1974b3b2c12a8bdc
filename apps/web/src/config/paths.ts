import { generatePath } from 'react-router';

/** Every route of the spec's route table (§2), written once. Routers use the patterns, links use `paths`. */
export const routePatterns = {
  home: '/',
  category: '/category/:id',
  search: '/search',
  product: '/product/:id',
  blog: '/blog',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  myOrders: '/dashboard/myorders',
  payment: '/dashboard/payment/:id',
  addProduct: '/dashboard/addproduct',
  editProduct: '/dashboard/myproducts/:id/edit',
  myProducts: '/dashboard/myproducts',
  myBuyers: '/dashboard/mybuyers',
  allBuyers: '/dashboard/allbuyer',
  allSellers: '/dashboard/allseller',
  reported: '/dashboard/reported',
  reportedChats: '/dashboard/reportedchats',
  audit: '/dashboard/audit',
  deals: '/dashboard/deals',
  deal: '/dashboard/deals/:id',
  messages: '/dashboard/messages',
  conversation: '/dashboard/messages/:id',
  seller: '/seller/:id',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  account: '/dashboard/account',
  checkPhone: '/check-phone',
  stolen: '/dashboard/stolen',
  notFound: '*',
} as const;

export type RouteName = keyof typeof routePatterns;

const p = routePatterns;

const withQuery = (path: string, query: URLSearchParams | undefined) => {
  const search = query?.toString();
  return search ? `${path}?${search}` : path;
};

/** Links: `paths.category(1)` is '/category/1'. */
export const paths = {
  home: () => p.home,
  category: (id: number | string, query?: URLSearchParams) =>
    withQuery(generatePath(p.category, { id: String(id) }), query),
  search: (query?: URLSearchParams) => withQuery(p.search, query),
  product: (id: string) => generatePath(p.product, { id }),
  blog: () => p.blog,
  login: () => p.login,
  register: () => p.register,
  dashboard: () => p.dashboard,
  myOrders: () => p.myOrders,
  payment: (orderId: string) => generatePath(p.payment, { id: orderId }),
  addProduct: () => p.addProduct,
  editProduct: (productId: string) => generatePath(p.editProduct, { id: productId }),
  myProducts: () => p.myProducts,
  myBuyers: () => p.myBuyers,
  allBuyers: () => p.allBuyers,
  allSellers: () => p.allSellers,
  reported: () => p.reported,
  reportedChats: () => p.reportedChats,
  audit: (query?: URLSearchParams) => withQuery(p.audit, query),
  deals: () => p.deals,
  deal: (dealId: string) => generatePath(p.deal, { id: dealId }),
  messages: () => p.messages,
  conversation: (conversationId: string) => generatePath(p.conversation, { id: conversationId }),
  seller: (sellerId: string) => generatePath(p.seller, { id: sellerId }),
  forgotPassword: () => p.forgotPassword,
  resetPassword: () => p.resetPassword,
  verifyEmail: () => p.verifyEmail,
  account: () => p.account,
  checkPhone: () => p.checkPhone,
  stolen: () => p.stolen,
} as const;
