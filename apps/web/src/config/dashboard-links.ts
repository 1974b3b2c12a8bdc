import type { Role } from '@phonehaat/shared';
import { m } from '@/paraglide/messages.js';
import { paths } from './paths';

interface DrawerLink {
  to: string;
  /** The link's text in the person's language, read at render (the language can change while the app runs). */
  label: () => string;
}

/**
 * The drawer's links by role (spec §2 Dashboard layout), and every role's deals (issue 15), stolen phones (issue 16)
 * and account (issue 17); the admin's reported chats (issue 17).
 */
export const DASHBOARD_LINKS: Record<Role, DrawerLink[]> = {
  Buyer: [
    { to: paths.myOrders(), label: m.dash_link_my_orders },
    { to: paths.deals(), label: m.dash_link_my_deals },
    { to: paths.messages(), label: m.dash_link_messages },
    { to: paths.stolen(), label: m.dash_link_stolen },
    { to: paths.account(), label: m.dash_link_account },
  ],
  Seller: [
    { to: paths.addProduct(), label: m.dash_link_add_product },
    { to: paths.myProducts(), label: m.dash_link_my_products },
    { to: paths.myBuyers(), label: m.dash_link_my_buyers },
    { to: paths.deals(), label: m.dash_link_my_deals },
    { to: paths.messages(), label: m.dash_link_messages },
    { to: paths.stolen(), label: m.dash_link_stolen },
    { to: paths.account(), label: m.dash_link_account },
  ],
  Admin: [
    { to: paths.allBuyers(), label: m.dash_link_all_buyers },
    { to: paths.allSellers(), label: m.dash_link_all_sellers },
    { to: paths.reported(), label: m.dash_link_reported },
    { to: paths.reportedChats(), label: m.dash_link_reported_chats },
    { to: paths.audit(), label: m.dash_link_audit },
    { to: paths.deals(), label: m.dash_link_deal_problems },
    { to: paths.stolen(), label: m.dash_link_stolen },
    { to: paths.account(), label: m.dash_link_account },
  ],
};
